import { Link } from 'react-router';
import { LegalDocument, POSTAL_ADDRESS, PRIVACY_EMAIL } from './legal-document';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data Forkcast collects, why, who it is shared with, how long it is kept and
          the choices you have. In short: we collect what we need to read your receipts and plan your meals, we do not
          sell it, and only you can see your data.
        </p>
      }
    >
      <h2>1. What we collect</h2>
      <h3>From your sign-in provider</h3>
      <p>
        When you sign in with Google, Facebook or Twitter, we receive your name, email address and an account identifier
        from that provider. We never see your password for that account.
      </p>
      <h3>What you give us</h3>
      <ul>
        <li>Receipt photos you upload, and the store, date, items, quantities and prices read from them.</li>
        <li>Your cooking preferences: household size, cooking skill, dietary preferences and cuisines.</li>
        <li>The meal plans and recipes generated for you, and the ratings and comments you leave.</li>
      </ul>
      <h3>What we record as you use Forkcast</h3>
      <ul>
        <li>Usage counts, such as how many receipts you processed and plans you generated this week, to apply plan limits.</li>
        <li>Technical logs (time, page or request, browser type, IP address) to keep the service secure and working.</li>
      </ul>
      <h3>Payments</h3>
      <p>
        Premium payments are handled by our card payment provider. We receive the status of your subscription and its
        renewal date; we never receive or store your full card number.
      </p>

      <h2>2. How we use it</h2>
      <ul>
        <li>To read your receipts, plan your meals and show you your history.</li>
        <li>To apply your plan's allowances and manage your subscription.</li>
        <li>To keep Forkcast secure, prevent abuse and fix problems.</li>
        <li>To answer you when you contact us.</li>
      </ul>
      <p>
        Your receipts are read by software running on our own servers, not sent to an outside AI service. We do not sell
        your personal data, show you advertising or use it to build advertising profiles.
      </p>

      <h2>3. Who can see your data</h2>
      <p>
        Each user can access only their own data. Every receipt, meal plan, rating and preference is stored against your
        account, and the service checks that account on every request, so no other user can see or change it. A small
        number of Forkcast staff can access systems to keep them running, only when needed and under confidentiality.
      </p>
      <p>We share personal data only with:</p>
      <ul>
        <li>Service providers that host our servers and process payments for us, under contracts that limit their use to providing that service.</li>
        <li>Authorities, when the law requires it.</li>
        <li>A buyer of Forkcast, if the business is sold; this policy would continue to protect your data.</li>
      </ul>

      <h2>4. Storage in your browser</h2>
      <p>
        Forkcast keeps your sign-in session in your browser's local storage so you stay signed in. We use no advertising
        or tracking cookies and no third-party analytics.
      </p>

      <h2>5. How long we keep it</h2>
      <p>
        We keep your data while your account is open. When you delete your account, your receipts, meal plans,
        preferences and other personal data are deleted within 30 days, except records the law requires us to keep
        (such as payment records), which are kept only for as long as required. Technical logs are kept for up to 90 days.
      </p>

      <h2>6. Security</h2>
      <p>
        Data travels over encrypted connections, access to our systems is restricted and logged, and receipt images are
        stripped of location and camera metadata when uploaded. No system is perfectly secure; if a breach affects your
        data, we will tell you and the relevant authority as the law requires.
      </p>

      <h2>7. Your rights and choices</h2>
      <ul>
        <li>See the data we hold about you, and get a copy of it.</li>
        <li>Correct your profile, and delete receipts or meal plans at any time.</li>
        <li>Delete your account and its data.</li>
        <li>Object to, or ask us to restrict, how we use your data, and complain to your data protection authority.</li>
      </ul>
      <p>
        Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> with any privacy question or request. We reply
        within 30 days.
      </p>

      <h2>8. Children</h2>
      <p>
        Forkcast is not meant for children under 16, and we do not knowingly collect their data. If you believe a child
        has given us personal data, contact us and we will delete it.
      </p>

      <h2>9. Changes to this policy</h2>
      <p>
        We will post any change here with a new date, and tell you in the app or by email before a significant change
        takes effect. The <Link to="/terms">Terms of Service</Link> explain the rest of our agreement with you.
      </p>

      <h2>10. Contact</h2>
      <p>
        Forkcast privacy team: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>, or write to {POSTAL_ADDRESS}.
      </p>
    </LegalDocument>
  );
}
