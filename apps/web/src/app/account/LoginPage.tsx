export default function LoginPage() {
  return <div className="container py-5">LoginPage</div>;
}
