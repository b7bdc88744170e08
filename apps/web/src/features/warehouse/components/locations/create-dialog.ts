/**
 * What a dialog that creates a zone or a location is given: whether it is shown, how it closes,
 * and where its success message goes (the page's alert).
 */
export type CreateDialogProps = {
  show: boolean;
  onClose: () => void;
  onCreated: (message: string) => void;
};
