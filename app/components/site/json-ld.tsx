// schema.org structured data. "<" is escaped so text from the database can never close the script element.

import type { BatchView } from "#app/lib/batch-view.ts";
import { localePath } from "#contract/locales";
import type { Course } from "#contract/schemas/course";
import { absoluteUrl } from "./seo";
import type { SiteData } from "./site-data";

type JsonObject = { [key: string]: unknown };

export function JsonLd({ data }: { data: JsonObject }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, escaped above; a data block is never executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function organizationJsonLd({ settings, publicUrl }: SiteData): JsonObject {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${publicUrl}/#organization`,
    name: settings.name,
    url: `${publicUrl}/`,
    logo: absoluteUrl(publicUrl, "/favicon.svg"),
    email: settings.email,
    telephone: settings.phones[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address.street,
      addressLocality: settings.address.locality,
      addressRegion: settings.address.region,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.country,
    },
    sameAs: Object.values(settings.social),
  };
}

export function courseJsonLd(site: SiteData, course: Course, description: string): JsonObject {
  const url = absoluteUrl(site.publicUrl, localePath(site.locale, `/course/${course.course_slug}`));
  const image = course.image_url ?? course.poster_image_url;
  const data: JsonObject = {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${url}#course`,
    name: course.title,
    description,
    url,
    inLanguage: ["hi", "en"],
    educationalLevel: course.level,
    provider: {
      "@type": "EducationalOrganization",
      "@id": `${site.publicUrl}/#organization`,
      name: site.settings.name,
      sameAs: `${site.publicUrl}/`,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: course.mode === "Online" ? "online" : course.mode === "Hybrid" ? "blended" : "onsite",
      ...(course.mode === "Online" ? {} : { location: site.settings.address.locality }),
    },
  };
  if (image) data.image = absoluteUrl(site.publicUrl, image);
  if (course.instructor_name) data.instructor = { "@type": "Person", name: course.instructor_name };
  return data;
}

/**
 * One schema.org CourseInstance per upcoming batch, with its offer: the form search engines read for course
 * listings (dates, mode, place, price and whether seats are left).
 */
export function courseInstancesJsonLd(
  site: SiteData,
  url: string,
  batches: readonly BatchView[],
): JsonObject[] {
  const address = site.settings.address;
  const place = {
    "@type": "Place",
    name: site.settings.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
  };
  return batches.map((b) => ({
    "@type": "CourseInstance",
    courseMode: b.course_mode,
    startDate: b.starts_on,
    endDate: b.ends_on,
    location: b.course_mode === "online" ? { "@type": "VirtualLocation", url } : place,
    ...(b.schedule ? { courseSchedule: { "@type": "Schedule", description: b.schedule } } : {}),
    offers: {
      "@type": "Offer",
      category: b.price > 0 ? "Paid" : "Free",
      price: b.price,
      priceCurrency: "INR",
      url,
      availability: !b.enrolment_open
        ? "https://schema.org/SoldOut"
        : b.seats_left > 0
          ? "https://schema.org/InStock"
          : "https://schema.org/SoldOut",
    },
  }));
}
