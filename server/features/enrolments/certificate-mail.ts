// A certificate as a PDF: rendered from what the certificate row stored when it was issued, in the language the
// person enrolled in, with the QR code and address of its public verification page. Mailed to the person when it
// is issued, and downloaded by staff or by the person through their private link.
import { eq } from "drizzle-orm";
import { type Locale, localePath } from "#contract/locales";
import { localizeSettings } from "#contract/schemas/site-settings";
import type { Db } from "#server/db/client";
import { enrolments } from "#server/db/schema";
import { renderCertificate } from "#server/documents/certificate";
import { mailBrand } from "#server/mail/mail";
import type { MailConfig } from "#server/mail/mail-config";
import type { CertificateRow } from "./certificates.service";
import { certificateOwner } from "./certificates.service";
import { type EnrolmentMailer, localeOf, mailPerson } from "./enrolments.service";

export const certificateFileName = (c: CertificateRow) => `certificate-${c.number}.pdf`;

export async function certificatePdf(
  db: Db,
  config: Pick<MailConfig, "site" | "publicUrl">,
  certificate: CertificateRow,
  locale: Locale,
): Promise<Buffer> {
  const brand = await mailBrand(db, config);
  const site = localizeSettings(brand.site, locale);
  return renderCertificate({
    locale,
    academyName: site.name,
    academyAddress: site.address.locality,
    personName: certificate.holder_name,
    courseTitle: (locale === "hi" && certificate.course_title_hi) || certificate.course_title,
    startsOn: certificate.starts_on,
    endsOn: certificate.ends_on,
    certificateNumber: certificate.number,
    issuedOn: certificate.issued_on,
    verifyUrl: `${config.publicUrl}${localePath(locale, `/certificate/${certificate.code}`)}`,
  });
}

/** The person's mail with their certificate attached, in their transaction of issue. */
export async function mailCertificate(tx: Db, mailer: EnrolmentMailer, certificate: CertificateRow) {
  const owner = await certificateOwner(tx, certificate.enrolment_id);
  if (!owner) return;
  const pdf = await certificatePdf(tx, mailer.config, certificate, localeOf(owner.enrolment));
  await mailPerson(tx, mailer, "certificate", owner.enrolment, owner.batch, {
    attachments: [
      { filename: certificateFileName(certificate), contentType: "application/pdf", content: pdf },
    ],
  });
}

/** The language of the enrolment a certificate belongs to. */
export async function certificateLocale(db: Db, certificate: CertificateRow): Promise<Locale> {
  const [row] = await db
    .select({ locale: enrolments.locale })
    .from(enrolments)
    .where(eq(enrolments.enrolment_id, certificate.enrolment_id));
  return row ? localeOf(row) : "en";
}
