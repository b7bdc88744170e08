export default function HomePage() {
  return <div className="container py-5">HomePage</div>;
}
