// The frame every mail shares: the academy's name on its accent band, a white card on the site's cream, and the
// contacts in the footer. Mail clients ignore style sheets and CSS variables, so the site's tokens
// (app/styles/tokens.css) are repeated here as literal inline values. A single 600 px column that shrinks with
// the screen keeps it readable on a phone.
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import type { Locale } from "#contract/locales";
import { formatAddress, type SiteSettings } from "#contract/site-settings";

/** tokens.css: --color-cream, --color-surface, --color-ink, --color-ink-muted, --color-accent, --color-border. */
export const COLORS = {
  cream: "#fbf6ec",
  surface: "#ffffff",
  ink: "#2b2118",
  inkMuted: "#5c4a3a",
  accent: "#8a2c1b",
  onAccent: "#ffffff",
  border: "#d9c7a8",
  sand: "#f1e6d2",
} as const;

const FONT = "'Mukta', 'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif";
const HEADING_FONT = "'Noto Serif', Georgia, 'Times New Roman', serif";

export interface MailBrand {
  site: SiteSettings;
  publicUrl: string;
}

export function EmailLayout(props: {
  brand: MailBrand;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  children: ReactNode;
  /** Extra footer lines (a newsletter's unsubscribe link). */
  footer?: ReactNode;
  /** The language of the mail's words; the brand's settings come already in it. */
  lang?: Locale;
}) {
  const { site, publicUrl } = props.brand;
  return (
    <Html lang={props.lang ?? "en"}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: COLORS.cream, margin: 0, padding: "16px 8px", fontFamily: FONT }}>
        <Container style={{ maxWidth: "600px", width: "100%" }}>
          <Section
            style={{ backgroundColor: COLORS.accent, borderRadius: "10px 10px 0 0", padding: "18px 24px" }}
          >
            <Link
              href={publicUrl}
              style={{ color: COLORS.onAccent, fontFamily: HEADING_FONT, fontSize: "20px", fontWeight: 600 }}
            >
              {site.name}
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: COLORS.surface,
              border: `1px solid ${COLORS.border}`,
              borderTop: "none",
              borderRadius: "0 0 10px 10px",
              padding: "8px 24px 24px",
              color: COLORS.ink,
            }}
          >
            {props.children}
          </Section>
          <Section
            style={{ padding: "16px 24px", color: COLORS.inkMuted, fontSize: "13px", lineHeight: "20px" }}
          >
            <Text style={{ margin: 0, fontSize: "13px", color: COLORS.inkMuted }}>
              {site.name} · {formatAddress(site.address)}
            </Text>
            {/* Plain text, not tel:/mailto: links: phones and mail apps link them anyway, and the text version
                would otherwise print every target twice. */}
            <Text style={{ margin: 0, fontSize: "13px", color: COLORS.inkMuted }}>
              {site.phones[0]} · {site.phones[1]} · {site.email}
            </Text>
            {props.footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Heading1({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        fontFamily: HEADING_FONT,
        fontSize: "22px",
        lineHeight: "30px",
        fontWeight: 600,
        color: COLORS.ink,
        margin: "16px 0 8px",
      }}
    >
      {children}
    </Text>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: "16px", lineHeight: "26px", color: COLORS.ink, margin: "12px 0" }}>
      {children}
    </Text>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLORS.accent,
          color: COLORS.onAccent,
          borderRadius: "6px",
          padding: "12px 22px",
          fontSize: "16px",
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Label and value pairs, one under the other so that long values wrap on a narrow screen. */
export function FieldList({ fields }: { fields: Array<[string, string]> }) {
  return (
    <Section
      style={{ backgroundColor: COLORS.sand, borderRadius: "6px", padding: "4px 16px", margin: "12px 0" }}
    >
      {fields.map(([label, value]) => (
        <Text
          key={label}
          style={{ margin: "10px 0", fontSize: "15px", lineHeight: "22px", color: COLORS.ink }}
        >
          <strong>{label}:</strong>
          {/* Line breaks the visitor typed survive in both the HTML and the text version. */}
          {value.split(/\r?\n/).map((line, i) => (
            <span key={i}>
              <br />
              {line}
            </span>
          ))}
        </Text>
      ))}
    </Section>
  );
}

export function Rule() {
  return <Hr style={{ borderColor: COLORS.border, margin: "20px 0" }} />;
}

export function SmallPrint({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: "13px", lineHeight: "20px", color: COLORS.inkMuted, margin: "8px 0" }}>
      {children}
    </Text>
  );
}

/** A line for HTML readers only (a button's address to copy): the text version already prints the link. */
export function HtmlOnlyNote({ children }: { children: ReactNode }) {
  return (
    <Text
      data-skip-in-text="true"
      style={{
        fontSize: "13px",
        lineHeight: "20px",
        color: COLORS.inkMuted,
        margin: "8px 0",
        wordBreak: "break-all",
      }}
    >
      {children}
    </Text>
  );
}
