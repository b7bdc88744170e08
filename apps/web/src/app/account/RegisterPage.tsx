export default function RegisterPage() {
  return <div className="container py-5">RegisterPage</div>;
}
