export default function AdminDashboardPage() {
  return <div className="container py-5">AdminDashboardPage</div>;
}
