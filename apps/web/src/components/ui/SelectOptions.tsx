import type { Option } from '../../lib/options';

/** The <option>s of a select, in the order given. */
export function SelectOptions({ options }: { options: readonly Option[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
