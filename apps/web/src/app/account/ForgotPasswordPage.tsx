export default function ForgotPasswordPage() {
  return <div className="container py-5">ForgotPasswordPage</div>;
}
