export default function ContactPage() {
  return <div className="container py-5">ContactPage</div>;
}
