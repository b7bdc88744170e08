export function AdminLoginModal(_props: { show: boolean; onHide: () => void }) {
  return null;
}
