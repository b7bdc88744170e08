export default function DashboardPage() {
  return <div className="container py-5">DashboardPage</div>;
}
