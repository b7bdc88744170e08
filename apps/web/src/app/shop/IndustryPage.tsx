export default function IndustryPage() {
  return <div className="container py-5">IndustryPage</div>;
}
