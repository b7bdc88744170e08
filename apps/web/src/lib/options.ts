/** A choice of a select: the value sent and the label shown. */
export type Option<T extends string = string> = { value: T; label: string };

/** A label map's entries as select options, in the map's order. */
export const optionsOf = <T extends string>(labels: Record<T, string>): Option<T>[] =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
