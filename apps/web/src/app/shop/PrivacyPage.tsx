import { Link } from 'react-router';
import { contactSection, LegalDocument, ShopName } from './LegalDocument';
import type { LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <p>We collect only the information we need to sell, install and support your system:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your name, e-mail address, phone number, address
            and a password, which we store only as a one-way cryptographic hash. For business
            accounts we also collect the company name, tax ID and billing address.
          </li>
          <li>
            <strong>Order information:</strong> the products you buy, your billing and shipping
            addresses, and the status of your orders and payments.
          </li>
          <li>
            <strong>Quote and site survey requests:</strong> the address of the property, the type
            of property, the security needs you describe and your preferred appointment times.
          </li>
          <li>
            <strong>Communications:</strong> messages you send us by e-mail, phone or through the
            website, and notes our staff make when helping you.
          </li>
          <li>
            <strong>Technical information:</strong> your IP address, browser type and the pages you
            request, recorded in our server logs to keep the website secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payment-information',
    title: 'Payment Card Information',
    content: (
      <>
        <p>
          Card payments are handled by our third-party payment processor, which is certified under
          the Payment Card Industry Data Security Standard (PCI DSS). Your card number, expiration
          date and security code are sent directly to the processor and are never stored on our
          servers or seen by our staff.
        </p>
        <p className="mb-0">
          We receive only the information needed to match a payment to your order, such as the card
          brand, the last four digits of the card and whether the payment succeeded.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    content: (
      <ul className="mb-0">
        <li>To create and secure your account, including verifying your e-mail address.</li>
        <li>To process, ship and deliver your orders and to handle returns.</li>
        <li>To prepare quotes, schedule site surveys and carry out installations and repairs.</li>
        <li>
          To send you messages about your account, orders and appointments. These are not marketing
          messages and are part of the service.
        </li>
        <li>To respond to your questions and provide technical support.</li>
        <li>To detect and prevent fraud, abuse and security incidents.</li>
        <li>To comply with our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p className="mb-0">
        We use a small number of strictly necessary cookies to keep you signed in and to keep your
        session secure. We do not use advertising cookies or third-party tracking cookies. Because
        these cookies are needed for the website to work, they cannot be switched off, but you can
        delete them at any time in your browser, which will sign you out.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    content: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it for
          targeted advertising. We share it only with:
        </p>
        <ul className="mb-0">
          <li>
            Service providers who work on our behalf, such as our payment processor, shipping
            carriers, e-mail delivery provider and hosting provider, and only as needed for their
            task.
          </li>
          <li>
            A professional monitoring center, if you sign up for monitoring, so that it can respond
            to your alarms.
          </li>
          <li>
            Authorities, when required by law or a valid legal process, or when needed to protect
            the safety of any person.
          </li>
          <li>A buyer or successor, if our business is sold or merged, under this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security-systems',
    title: 'Your Cameras and Recordings',
    content: (
      <p className="mb-0">
        Video and alarm data recorded by a system we install belongs to you and stays on your
        recorder or in the account you control. Our technicians access your system only to install,
        maintain or repair it, or when you ask for help, and never view recordings without your
        permission except where the law requires it.
      </p>
    ),
  },
  {
    id: 'data-security',
    title: 'How We Protect Your Information',
    content: (
      <p className="mb-0">
        We protect your information with encrypted connections (HTTPS), hashed passwords, access
        limited to the staff who need it, and regular security updates. No system is perfectly
        secure, so if we learn of a breach affecting your personal information we will notify you as
        required by law.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep Information',
    content: (
      <p className="mb-0">
        We keep account information for as long as your account is open. Order and invoice records
        are kept for as long as tax and accounting laws require, generally seven years. Quote and
        survey requests that do not lead to a purchase are deleted after two years. Server logs are
        kept for no more than 90 days.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Choices and Rights',
    content: (
      <>
        <p>
          You can review and update your account details at any time after signing in. You may also
          ask us to give you a copy of your personal information, correct it, or delete it. We will
          respond within 45 days and may need to verify your identity first. We will not treat you
          differently for exercising these rights.
        </p>
        <p className="mb-0">
          Residents of California, Colorado, Virginia and other states with consumer privacy laws
          have these rights under the laws of their state, and may use an authorized agent to make a
          request.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    content: (
      <p className="mb-0">
        Our website and services are intended for adults. Accounts may only be opened by people 18
        or older, and we do not knowingly collect personal information from children under 13. If
        you believe a child has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    content: (
      <p className="mb-0">
        We may update this policy from time to time. The date at the top of this page shows when it
        last changed. If we make a significant change, we will notify account holders by e-mail
        before it takes effect.
      </p>
    ),
  },
  contactSection('For privacy questions or requests, contact us:'),
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      slug="privacy"
      title="Privacy Policy"
      lastUpdated="November 21, 2026"
      sections={SECTIONS}
      intro={
        <>
          <p className="lead">
            <ShopName /> (&ldquo;we&rdquo;, &ldquo;us&rdquo;) sells and installs security equipment.
            This policy explains what personal information we collect through our website and
            services, how we use it, and the choices you have.
          </p>
          <p className="mb-0">
            By using our website you agree to this policy together with our{' '}
            <Link to="/terms">Terms of Service</Link>.
          </p>
        </>
      }
    />
  );
}
