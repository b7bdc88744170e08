export default function ServicesPage() {
  return <div className="container py-5">ServicesPage</div>;
}
