// Mails about backups, to the owners: an offsite copy that could not be made.
import { render, toPlainText } from "@react-email/components";
import {
  ActionButton,
  EmailLayout,
  FieldList,
  Heading1,
  type MailBrand,
  Paragraph,
  SmallPrint,
} from "./layout";

const inIndia = (at: Date) =>
  `${at.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" })} IST`;

export async function offsiteBackupFailed(
  brand: MailBrand,
  input: { fileName: string; bucket: string; error: string; at: Date },
) {
  const subject = `The offsite backup of ${brand.site.name} failed`;
  const html = await render(
    <EmailLayout brand={brand} preview={input.error}>
      <Heading1>The offsite backup failed</Heading1>
      <Paragraph>
        The backup {input.fileName} was made and is kept on the server, but its encrypted copy could not be
        sent to the bucket {input.bucket}. Until a copy arrives, a lost server or disk would take the site's
        data with it.
      </Paragraph>
      <FieldList
        fields={[
          ["Backup", input.fileName],
          ["Bucket", input.bucket],
          ["Why", input.error],
          ["When", inIndia(input.at)],
        ]}
      />
      <ActionButton href={`${brand.publicUrl}/admin/backups`}>Open Backups</ActionButton>
      <SmallPrint>
        The next daily backup tries again, and so does "Back up now" under Backups. If the reason is the
        bucket's credentials or its name, whoever runs the server must correct BACKUP_S3_* or AWS_* and
        restart it.
      </SmallPrint>
    </EmailLayout>,
  );
  return { subject, html, text: toPlainText(html), headers: {} };
}
