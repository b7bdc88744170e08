import { useQuery } from '@tanstack/react-query';
import { SETTINGS_MESSAGES } from '@shop/contract';
import { adminSettingsQuery } from '../../features/settings/api/admin-settings';
import { CompanyDetailsForm } from '../../features/settings/components/CompanyDetailsForm';
import { TaxTable } from '../../features/settings/components/TaxTable';
import { StorefrontBlocksEditor } from '../../features/content/components/StorefrontBlocksEditor';
import { InstallationSettingsForm } from '../../features/installations/components/InstallationSettingsForm';
import { ReturnsSettingsForm } from '../../features/returns/components/ReturnsSettingsForm';
import { PlanSettingsForm } from '../../features/subscriptions-admin/components/PlanSettingsForm';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /admin/settings: the shop's own details, shipping rate, sales-tax table, the
 * installation, returns and plan settings, and the storefront's own blocks
 * (team, testimonials, statistics, certifications).
 */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const settings = useQuery(adminSettingsQuery());
  return (
    <div className="container py-4">
      <h1 className="h3 mb-4">
        <i className="bi bi-sliders me-2" aria-hidden="true" />
        Settings
      </h1>
      {settings.isPending && <LoadingState label="Loading the settings..." />}
      {settings.isError && (
        <ErrorState
          message={SETTINGS_MESSAGES.loadFailed}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && <CompanyDetailsForm saved={settings.data} />}
      <TaxTable />
      <InstallationSettingsForm />
      <ReturnsSettingsForm />
      <PlanSettingsForm />
      <StorefrontBlocksEditor />
    </div>
  );
}
