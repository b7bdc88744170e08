import { createBrowserRouter } from 'react-router';
import { SiteLayout } from '../components/layout/SiteLayout';
import HomePage from './shop/HomePage';
import ServicesPage from './shop/ServicesPage';
import IndustryPage from './shop/IndustryPage';
import AboutPage from './shop/AboutPage';
import PrivacyPage from './shop/PrivacyPage';
import TermsPage from './shop/TermsPage';
import ContactPage from './shop/ContactPage';
import NotFoundPage from './shop/NotFoundPage';
import RegisterPage from './account/RegisterPage';
import VerifyEmailPage from './account/VerifyEmailPage';
import LoginPage from './account/LoginPage';
import ForgotPasswordPage from './account/ForgotPasswordPage';
import ResetPasswordPage from './account/ResetPasswordPage';
import DashboardPage from './account/DashboardPage';
import { RequireUser } from './account/RequireUser';
import { RequireAdmin } from './admin/RequireAdmin';
import AdminDashboardPage from './admin/AdminDashboardPage';

export const routes = [
  {
    path: '/',
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'industries/:industry', element: <IndustryPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'verify/:token', element: <VerifyEmailPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        element: <RequireUser />,
        children: [{ path: 'dashboard', element: <DashboardPage /> }],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'dashboard', element: <AdminDashboardPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
