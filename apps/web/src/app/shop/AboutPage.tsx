export default function AboutPage() {
  return <div className="container py-5">AboutPage</div>;
}
