import { lazy, Suspense, useCallback, useState } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { BatchList } from "#app/components/site/batches/batch-list.tsx";
import { courseInstancesJsonLd, courseJsonLd, JsonLd } from "#app/components/site/json-ld.tsx";
import { LiteVideo } from "#app/components/site/lite-video.tsx";
import { Link } from "#app/components/site/locale-link.tsx";
import { PageError } from "#app/components/site/page-error.tsx";
import { PreviewBanner } from "#app/components/site/preview-banner.tsx";
import {
  AVATAR_FALLBACK_IMAGE,
  COURSE_FALLBACK_IMAGE,
  ResponsiveImage,
} from "#app/components/site/responsive-image.tsx";
import { RichHtml } from "#app/components/site/rich-html.tsx";
import { clampDescription, pageMeta } from "#app/components/site/seo.ts";
import { siteDataFromMatches, useSiteData } from "#app/components/site/site-data.ts";
import { Tabs } from "#app/components/site/tabs.tsx";
import { type BatchView, batchView } from "#app/lib/batch-view.ts";
import { formatCoursePrice, languageCodes, priceAmount, videosToShow } from "#app/lib/course-format.ts";
import { useText } from "#app/lib/i18n/catalogue.ts";
import { watchUrl } from "#app/lib/video-url.ts";
import { textFor } from "#contract/i18n/catalogue";
import { hiCourseDetail } from "#contract/i18n/hi/course-detail";
import { hiCourseCard, hiMedia, hiPublicMessages } from "#contract/i18n/hi/shared";
import { labelOf } from "#contract/i18n/labels";
import { en } from "#contract/i18n/messages.en";
import { fallbackLang, localeFromPathname } from "#contract/locales";
import { type LocalizedCourse, localizeCourse } from "#contract/localize-content";
import { PUBLIC_MESSAGES } from "#contract/messages";
import { asHtml } from "#contract/rich-text";
import type { Course } from "#contract/schemas/course";
import { NotFound } from "#server/domain-errors";
import { listBatches } from "#server/features/batches/batches.service";
import { getCourse } from "#server/features/courses/courses.service";
import { publicOrPreview } from "#server/features/site/staff-preview";
import { pageServicesContext } from "#server/request-context";
import type { Route } from "./+types/course-detail";

// The form library and its validation load when a visitor reaches for Enroll Now, not with the page.
const loadEnrolmentModal = () => import("#app/components/site/enrolment-modal.tsx");
const EnrolmentModal = lazy(() => loadEnrolmentModal().then((m) => ({ default: m.EnrolmentModal })));
// With batches, Enroll Now enrols into one of them instead.
const loadBatchModal = () => import("#app/components/site/batches/batch-enrolment-modal.tsx");
const BatchEnrolmentModal = lazy(() => loadBatchModal().then((m) => ({ default: m.BatchEnrolmentModal })));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { database, staffPreview } = context.get(pageServicesContext);
  const locale = localeFromPathname(new URL(request.url).pathname);
  try {
    // The path segment is always the slug, even when it is made of digits. Staff previewing see an inactive one.
    const { item: course, preview } = await publicOrPreview(staffPreview, (includeHidden) =>
      getCourse(database.db, String(params.courseId), { includeHidden }),
    );
    // The price as the page's language writes it: formatted here, the browser need not set up Intl to hydrate.
    const batches = await listBatches(
      database.db,
      { courseId: course.course_id, includeAll: false },
      new Date(),
    );
    return {
      course: localizeCourse(course, locale),
      price: formatCoursePrice(locale, course.price),
      preview,
      batches: batches.map((b) => batchView(b, locale)),
    };
  } catch (err) {
    if (err instanceof NotFound) throw data(null, { status: 404 });
    throw err;
  }
}

export function meta({ matches, loaderData, params, error }: Route.MetaArgs) {
  const site = siteDataFromMatches(matches);
  const M = textFor(site.locale, PUBLIC_MESSAGES, hiPublicMessages);
  const course = loaderData?.course;
  if (!course) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      {
        title: `${notFound ? M.courseNotFound : M.courseDetailFailed} | ${site.settings.name}`,
      },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(site, {
    title: course.title,
    description:
      course.description ||
      textFor(site.locale, en.courseDetail, hiCourseDetail).metaDescriptionFallback(course.title),
    path: `/course/${params.courseId}`,
    image: course.image_url || course.poster_image_url,
    imageAlt: course.title,
    preview: loaderData.preview,
  });
}

function courseStructuredData(
  site: ReturnType<typeof useSiteData>,
  course: Course,
  batches: readonly BatchView[],
) {
  const jsonLd = courseJsonLd(site, course, clampDescription(course.description, 300));
  if (batches.length > 0) jsonLd.hasCourseInstance = courseInstancesJsonLd(site, String(jsonLd.url), batches);
  jsonLd.inLanguage = languageCodes(course.language);
  const amount = priceAmount(course.price);
  if (amount !== null)
    jsonLd.offers = { "@type": "Offer", category: "Paid", price: amount, priceCurrency: "INR" };
  return jsonLd;
}

function OverviewPanel({ course }: { course: LocalizedCourse }) {
  const t = useText(en.courseDetail, hiCourseDetail);
  const lists: [string, "outcomes" | "highlights" | "requirements"][] = [
    [t.outcomesHeading, "outcomes"],
    [t.highlightsHeading, "highlights"],
    [t.requirementsHeading, "requirements"],
  ];
  return (
    <>
      <h2 className="course-panel__title">{t.aboutHeading}</h2>
      <p lang={fallbackLang(course, "description")}>{course.description}</p>
      {course.overview ? (
        <RichHtml
          className="rich-text"
          html={course.overview}
          title={course.title}
          lang={fallbackLang(course, "overview")}
        />
      ) : null}
      {lists.map(([heading, field]) =>
        course[field].length ? (
          <section key={heading} className="course-list">
            <h3>{heading}</h3>
            <ul lang={fallbackLang(course, field)}>
              {course[field].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </>
  );
}

function CurriculumPanel({ course }: { course: LocalizedCourse }) {
  const t = useText(en.courseDetail, hiCourseDetail);
  return (
    <>
      <h2 className="course-panel__title">{t.curriculumHeading}</h2>
      {course.modules.length === 0 ? (
        <p>{t.curriculumEmpty}</p>
      ) : (
        <ol className="curriculum">
          {course.modules.map((module, i) => (
            <li key={module.module_id} className="curriculum__module">
              <h3 className="curriculum__title">
                <span className="curriculum__number">{t.moduleLabel(i + 1)}</span>{" "}
                <span lang={fallbackLang(module, "module_name")}>{module.module_name}</span>
              </h3>
              <p className="curriculum__count">{t.topicCount(module.topics.length)}</p>
              {module.topics.length ? (
                <ul className="curriculum__topics">
                  {module.topics.map((topic) => (
                    <li key={topic.topic_id} lang={fallbackLang(topic, "topic_name")}>
                      {topic.topic_name}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function InstructorPanel({ course, facilitatorName }: { course: LocalizedCourse; facilitatorName: string }) {
  const t = useText(en.courseDetail, hiCourseDetail);
  const name = course.instructor_name || facilitatorName;
  const bio = asHtml(course.instructor_bio || t.instructorFallbackBio);
  return (
    <>
      <h2 className="course-panel__title">{t.instructorHeading}</h2>
      <div className="instructor">
        <ResponsiveImage
          src={course.instructor_image}
          fallback={AVATAR_FALLBACK_IMAGE}
          alt={name}
          width={120}
          height={120}
          sizes="120px"
          className="instructor__photo"
        />
        <div>
          <h3
            className="instructor__name"
            lang={course.instructor_name ? fallbackLang(course, "instructor_name") : undefined}
          >
            {name}
          </h3>
          <RichHtml
            html={bio}
            title={name}
            lang={course.instructor_bio ? fallbackLang(course, "instructor_bio") : undefined}
          />
        </div>
      </div>
    </>
  );
}

function ReviewsPanel({ introVideoUrl }: { introVideoUrl: string }) {
  const t = useText(en.courseDetail, hiCourseDetail);
  const media = useText(en.media, hiMedia);
  return (
    <>
      <h2 className="course-panel__title">{t.reviewsHeading}</h2>
      <p>{t.reviewsIntro}</p>
      <LiteVideo url={introVideoUrl} title={media.introTitle} />
      <p className="course-watch">
        <a
          href={watchUrl(introVideoUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn--secondary"
        >
          {t.watch} <span className="visually-hidden">{t.opensInNewTab}</span>
        </a>
      </p>
    </>
  );
}

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const { course, price, preview, batches } = loaderData;
  const site = useSiteData();
  const { settings } = site;
  const [enrolling, setEnrolling] = useState(false);
  const [enrolmentUsed, setEnrolmentUsed] = useState(false);
  const [chosenBatch, setChosenBatch] = useState<number | undefined>();
  const closeEnrolment = useCallback(() => setEnrolling(false), []);
  // A course with a batch open for enrolment enrols into a batch; any other keeps the spec's enquiry modal.
  const byBatch = batches.some((b) => b.enrolment_open);
  const loadModal = byBatch ? loadBatchModal : loadEnrolmentModal;
  const openModal = (batchId?: number) => {
    setChosenBatch(batchId);
    setEnrolmentUsed(true);
    setEnrolling(true);
  };
  // Both Enroll Now buttons (the side panel's, and the one under the title on small screens) open the one modal.
  const enrol = { onPointerEnter: loadModal, onFocus: loadModal, onClick: () => openModal() };
  const batchTrigger = { onPointerEnter: loadBatchModal, onFocus: loadBatchModal, onClick: openModal };
  const t = useText(en.courseDetail, hiCourseDetail);
  const { levels, modes } = useText(en.courseCard, hiCourseCard);
  const videos = videosToShow(course, settings.sampleVideoUrls);
  // Each fact with the field it shows, so one that fell back to English is marked so.
  const facts: [string, string | null, string][] = [
    [t.facts.level, labelOf(levels, course.level), "level"],
    [t.facts.mode, labelOf(modes, course.mode), "mode"],
    [t.facts.language, course.language, "language"],
    [t.facts.duration, course.duration, "duration"],
    [t.facts.type, course.course_type, "course_type"],
  ];

  return (
    <>
      {preview ? <PreviewBanner item /> : null}
      <header className="page-hero course-hero">
        <div className="container">
          <nav aria-label={t.breadcrumbLabel} className="breadcrumb">
            <ol>
              <li>
                <Link to="/courses">{t.breadcrumb}</Link>
              </li>
              <li aria-current="page" lang={fallbackLang(course, "title")}>
                {course.title}
              </li>
            </ol>
          </nav>
          <h1 className="page-hero__title" lang={fallbackLang(course, "title")}>
            {course.title}
          </h1>
          {course.subtitle ? (
            <p className="page-hero__lead" lang={fallbackLang(course, "subtitle")}>
              {course.subtitle}
            </p>
          ) : null}
          <dl className="course-facts">
            {facts.map(([label, value, field]) =>
              value ? (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd lang={fallbackLang(course, field)}>{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          {/* Below the two-column width the side panel comes after the videos and tabs, a long scroll on a phone:
              its price and Enroll Now are repeated here. In the server's HTML and shown by the stylesheet alone,
              so nothing moves when the scripts run. */}
          <div className="course-quick-enrol">
            <p className="course-quick-enrol__price">
              <span className="visually-hidden">{t.priceLabel}: </span>
              {price}
            </p>
            <button type="button" className="btn btn--primary" {...enrol}>
              {t.enrollNow}
            </button>
          </div>
        </div>
      </header>

      <div className="container course-layout">
        <div className="course-main">
          <section aria-labelledby="course-videos-heading" className="course-videos">
            <h2 id="course-videos-heading" className="visually-hidden">
              {t.videosHeading}
            </h2>
            <div className={videos.urls.length > 1 ? "course-videos__grid" : undefined}>
              {videos.urls.map((url, i) => (
                <LiteVideo
                  key={url}
                  priority={i === 0}
                  url={url}
                  title={videos.samples ? t.sampleVideoTitle(i + 1) : t.courseVideoTitle(course.title)}
                />
              ))}
            </div>
          </section>

          {batches.length > 0 ? <BatchList batches={batches} trigger={batchTrigger} /> : null}

          <Tabs
            label={t.tabsLabel}
            className="course-tabs"
            items={[
              { key: "overview", label: t.tabs.overview, content: <OverviewPanel course={course} /> },
              { key: "curriculum", label: t.tabs.curriculum, content: <CurriculumPanel course={course} /> },
              {
                key: "instructor",
                label: t.tabs.instructor,
                content: <InstructorPanel course={course} facilitatorName={settings.facilitatorName} />,
              },
              {
                key: "reviews",
                label: t.tabs.reviews,
                content: <ReviewsPanel introVideoUrl={settings.introVideoUrl} />,
              },
            ]}
          />
        </div>

        <aside className="course-aside" aria-labelledby="course-price-label">
          <div className="course-aside__card">
            <ResponsiveImage
              src={course.image_url || course.poster_image_url}
              fallback={COURSE_FALLBACK_IMAGE}
              alt=""
              width={640}
              height={400}
              sizes="(min-width: 64rem) 22rem, 100vw"
              className="course-aside__image"
            />
            <div className="course-aside__body">
              <p id="course-price-label" className="course-aside__price-label">
                {t.priceLabel}
              </p>
              <p className="course-aside__price">{price}</p>
              <button type="button" className="btn btn--primary course-aside__action" {...enrol}>
                {t.enrollNow}
              </button>
              <button
                type="button"
                className="btn btn--secondary course-aside__action"
                onClick={() => window.print()}
                aria-describedby="brochure-hint"
              >
                {t.downloadBrochure}
              </button>
              <p id="brochure-hint" className="course-aside__hint">
                {t.brochureHint}
              </p>
              <h2 className="course-aside__heading">{t.includesHeading}</h2>
              <ul className="course-includes">
                <li>{t.includes.duration(course.duration)}</li>
                <li>{t.includes.lifetimeAccess}</li>
                <li>{t.includes.certificate}</li>
                <li>{t.includes.expertSupport}</li>
                <li>{t.includes.materials}</li>
              </ul>
            </div>
          </div>
        </aside>
      </div>

      {enrolmentUsed ? (
        <Suspense fallback={null}>
          {byBatch ? (
            <BatchEnrolmentModal
              open={enrolling}
              onClose={closeEnrolment}
              courseTitle={course.title}
              batches={batches}
              chosen={chosenBatch}
            />
          ) : (
            <EnrolmentModal open={enrolling} onClose={closeEnrolment} courseTitle={course.title} />
          )}
        </Suspense>
      ) : null}
      <JsonLd data={courseStructuredData(site, course, batches)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const M = useText(PUBLIC_MESSAGES, hiPublicMessages);
  return (
    <PageError
      title={notFound ? M.courseNotFound : M.courseDetailFailed}
      message={notFound ? undefined : M.courseDetailFailedRetry}
    >
      <Link to="/courses" className="btn btn--primary">
        {M.backToCourses}
      </Link>
    </PageError>
  );
}
