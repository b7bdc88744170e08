export default function NotFoundPage() {
  return <div className="container py-5">NotFoundPage</div>;
}
