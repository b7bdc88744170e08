export default function VerifyEmailPage() {
  return <div className="container py-5">VerifyEmailPage</div>;
}
