import { Link } from 'react-router';
import { contactSection, LegalDocument, ShopName } from './LegalDocument';
import type { LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    content: (
      <p className="mb-0">
        These terms apply to your use of our website, your purchases of equipment and the
        installation, maintenance and monitoring services we provide. By creating an account,
        placing an order or booking a service you agree to them. If you do not agree, please do not
        use the website or our services.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    content: (
      <ul className="mb-0">
        <li>You must be at least 18 years old and able to enter into a binding contract.</li>
        <li>
          You must give accurate information and keep it up to date. Business accounts must be
          opened by a person authorized to act for the business.
        </li>
        <li>
          Every account requires a verified e-mail address. We send a verification link when you
          register, and you cannot sign in or place orders until you have followed it.
        </li>
        <li>
          You are responsible for keeping your password confidential and for activity under your
          account. Tell us right away if you believe your account has been used without your
          permission.
        </li>
        <li>
          We may suspend or close accounts that are used for fraud, that break these terms, or that
          put other customers or our systems at risk.
        </li>
      </ul>
    ),
  },
  {
    id: 'products-pricing',
    title: 'Products and Pricing',
    content: (
      <p className="mb-0">
        Prices are shown in U.S. dollars and do not include sales tax or shipping, which are added
        at checkout. We try to describe products and prices accurately, but errors happen. If a
        product is listed at an incorrect price or is unavailable, we will tell you and you may
        cancel the order for a full refund. Product images are for illustration, and specifications
        are set by the manufacturer.
      </p>
    ),
  },
  {
    id: 'orders-payment',
    title: 'Orders and Payment',
    content: (
      <>
        <p>
          An order is an offer to buy. We accept it when we send you an order confirmation, and we
          may decline or cancel an order, for example if payment is not authorized or we suspect
          fraud; in that case you will not be charged.
        </p>
        <p className="mb-0">
          Card payments are processed by our third-party payment processor. Your card details are
          entered into the processor&apos;s secure systems and are never stored by us. See our{' '}
          <Link to="/privacy">Privacy Policy</Link> for details.
        </p>
      </>
    ),
  },
  {
    id: 'shipping',
    title: 'Shipping and Delivery',
    content: (
      <p className="mb-0">
        We ship to addresses in the United States only (the 50 states and the District of Columbia);
        an account may keep a Canadian address, but orders cannot be shipped there. Delivery dates
        are estimates given by the carrier. Risk of loss passes to you when the carrier delivers the
        package. Please inspect your delivery and report any damage or missing items within 7 days.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and Refunds',
    content: (
      <>
        <p>
          Unused equipment in its original packaging may be returned within 30 days of delivery for
          a refund to the original payment method. Contact us first to receive return instructions.
          Refunds are issued within 10 business days of receiving the return.
        </p>
        <p className="mb-0">
          Equipment that has been installed, custom-configured or special-ordered for you cannot be
          returned, but remains covered by its warranty. Defective items are replaced or repaired
          under warranty at no charge.
        </p>
      </>
    ),
  },
  {
    id: 'installation',
    title: 'Installation and Site Surveys',
    content: (
      <ul className="mb-0">
        <li>
          Site surveys are free and create no obligation to buy. Written quotes are valid for 30
          days.
        </li>
        <li>
          Installation work is described in the accepted proposal. Changes requested after
          acceptance may change the price and schedule, and we will agree them with you in writing
          first.
        </li>
        <li>
          You confirm that you own the property or have the owner&apos;s permission for the work,
          and you agree to give our technicians safe access at the scheduled time.
        </li>
        <li>
          Installation requires a working power supply and, for remote viewing, a working internet
          connection, which you are responsible for providing.
        </li>
        <li>If you need to reschedule, please give us at least 24 hours&apos; notice.</li>
      </ul>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranties',
    content: (
      <p className="mb-0">
        Equipment is covered by the manufacturer&apos;s warranty, and we will help you make a claim.
        Our installation workmanship is warranted for one year from the installation date: if a
        problem is caused by our work, we will fix it at no charge. Except for these warranties and
        those that cannot be excluded by law, our products and services are provided &ldquo;as
        is&rdquo;.
      </p>
    ),
  },
  {
    id: 'lawful-use',
    title: 'Lawful Use of Security Equipment',
    content: (
      <p className="mb-0">
        You are responsible for using cameras, audio recording and access control lawfully. Laws on
        video surveillance, audio recording, notice and consent differ from state to state. Do not
        place cameras where people have a reasonable expectation of privacy, such as bathrooms or
        bedrooms of others, and do not record conversations without the consent the law requires. We
        may decline to install equipment in a way we believe is unlawful.
      </p>
    ),
  },
  {
    id: 'monitoring',
    title: 'Monitoring Services',
    content: (
      <p className="mb-0">
        Professional monitoring is provided under a separate monitoring agreement, which controls if
        it conflicts with these terms. Monitoring depends on power, internet and cellular
        connections that are outside our control. A security system or monitoring service is not a
        substitute for emergency services: in an emergency, always call 911.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    content: (
      <p className="mb-0">
        A security system can deter and record incidents, but it cannot guarantee that a break-in,
        theft, fire or other loss will not happen, and we are not an insurer. To the fullest extent
        permitted by law, we are not liable for indirect, incidental or consequential damages, and
        our total liability for any claim is limited to the amount you paid for the product or
        service concerned. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'website-use',
    title: 'Use of the Website',
    content: (
      <p className="mb-0">
        The content of this website, including text, graphics and logos, belongs to <ShopName /> or
        its licensors. You may view and print it for your own use. You may not copy it for
        commercial purposes, attempt to gain unauthorized access to our systems, interfere with the
        website&apos;s operation, or use automated tools to collect data from it.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    content: (
      <p className="mb-0">
        These terms are governed by the laws of the State of Nevada, without regard to its conflict
        of law rules. Any dispute will be heard in the state or federal courts located in Clark
        County, Nevada, unless the law of your state of residence gives you the right to bring it
        elsewhere.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    content: (
      <p className="mb-0">
        We may update these terms from time to time. The date at the top of this page shows when
        they last changed. Changes do not affect orders placed before the change. If we make a
        significant change, we will notify account holders by e-mail before it takes effect.
      </p>
    ),
  },
  contactSection('Questions about these terms? Contact us:'),
];

export default function TermsPage() {
  return (
    <LegalDocument
      slug="terms"
      title="Terms of Service"
      lastUpdated="November 21, 2026"
      sections={SECTIONS}
      intro={
        <p className="lead mb-0">
          These terms of service are an agreement between you and <ShopName /> (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;). Please read them carefully; they include important limits on our
          liability.
        </p>
      }
    />
  );
}
