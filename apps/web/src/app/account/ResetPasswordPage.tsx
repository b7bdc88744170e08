export default function ResetPasswordPage() {
  return <div className="container py-5">ResetPasswordPage</div>;
}
