import { Link } from 'react-router-dom';
import { LegalLayout } from '../features/legal/legal-layout';
import { purchaseTerms } from '../features/legal/purchase-terms';
import type { PageMeta } from 'shared-api/page-meta';

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({
  title: 'Terms and Conditions | ACMA',
  description: 'Terms and conditions of the ACMA store, including terms of purchase, fees, access periods, licenses and the refund policy.',
}) };

export default function TermsPage() {
  const t = purchaseTerms;
  return (
    <LegalLayout title="Terms and Conditions" intro="These terms apply to every purchase from the Accreditation Council for Medical Affairs. Please read them before you buy.">
      <h2 id="general">General</h2>
      <p>
        By using this store you agree to these terms. The council may update them; the version published here on the day of your
        purchase applies to that purchase. You must be at least {t.minimumAge} years old to buy a program.
      </p>
      <h2 id="terms-of-purchase">Terms of Purchase</h2>
      <h3>Prices and payment</h3>
      <ul>
        <li>All payments are in {t.currency}.</li>
        <li>Every program enrolment includes an application fee of ${t.applicationFee}, which is non-refundable.</li>
        <li>Installment plans run for {t.installmentMonths} monthly installments. A failed installment incurs a penalty of ${t.failedInstallmentPenalty}.</li>
        <li>A late payment fee of ${t.latePaymentFee} applies to overdue invoices.</li>
        <li>A returned check fee of ${t.returnedCheckFee} applies to any check that is returned unpaid.</li>
      </ul>
      <h3>Access</h3>
      <ul>
        <li>Individual access to a program lasts {t.individualAccessMonths} months from enrolment.</li>
        <li>Access can be extended by {t.extensionMonths} months for an extension fee of ${t.extensionFee}.</li>
        <li>
          Unused company licenses must be used within {t.companyLicenseYears} year of purchase. We send a reminder
          {' '}{t.companyLicenseWarningDays} days before unused licenses expire.
        </li>
      </ul>
      <h2 id="refund">Refund and cancellation policy</h2>
      <p>
        Requests to cancel an enrolment or to receive a refund must be made in writing within {t.refundWindowDays} days of purchase.
        Send them to the support address on our <Link to="/contact-us">contact page</Link>. The application fee of ${t.applicationFee} is not refunded.
        Requests received after {t.refundWindowDays} days cannot be accepted.
      </p>
      <h2 id="privacy">Privacy</h2>
      <p>
        We use your name and email address to create your learning-platform account and to send your receipt and login details.
        Card payments are processed by our payment provider; we never see or store your card number.
      </p>
    </LegalLayout>
  );
}
