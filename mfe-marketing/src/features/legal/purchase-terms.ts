/** Fees and limits of the Terms of Purchase (spec section 9). */
export const purchaseTerms = {
  applicationFee: 49,
  refundWindowDays: 30,
  individualAccessMonths: 6,
  companyLicenseYears: 1,
  companyLicenseWarningDays: 90,
  returnedCheckFee: 35,
  latePaymentFee: 199,
  extensionFee: 479,
  extensionMonths: 6,
  failedInstallmentPenalty: 149,
  installmentMonths: 3,
  currency: 'US dollars',
  minimumAge: 18,
} as const;
