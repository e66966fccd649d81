// What each group of operations (an OpenAPI tag) is for, shown by the docs page and by client generators. A tag an
// operation names without a description here fails the lint test (server/openapi/openapi.test.ts).
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Operations: "The server itself: its health, this description, and backups of the whole site.",
  Auth: "Staff sign-in, tokens, passwords, two-factor sign-in and sessions.",
  Staff: "Staff accounts and their roles (owners only).",
  Courses: "Courses with their curriculum, shown on the public site; written by owners and editors.",
  "Course categories": "The categories courses are filed under.",
  Blogs: "Blog posts: public when published; written by owners and editors.",
  Products: "The product guide's remedies.",
  Gallery: "Gallery pictures, public while active.",
  Testimonials: "What students say, public while active.",
  Inquiries: "Enquiries from the contact form and the enrolment dialog, and their follow-up by staff.",
  Consultations: "Consultation requests from the public form, and their follow-up by staff.",
  Newsletter: "Newsletter sign-up with double opt-in, confirmation, unsubscribe, and the subscriber list.",
  "Newsletter campaigns": "Newsletters composed and sent to the active subscribers.",
  Uploads: "Images uploaded by staff, re-encoded and stored under /uploads.",
  Mail: "The outbox of every mail the site sends, its state and retries.",
  Settings: "The academy's contact details, links and other site settings.",
  "Page texts": "The editable texts of the public pages, with drafts and publishing.",
  Activity: "Who changed what, newest first (owners only).",
  Trash: "Deleted records kept for 30 days, restorable until then.",
  Batches:
    "Dated runs of a course with their seats, fees and dates; public when published, managed by owners and editors.",
  Enrolments:
    "Enrolment into a batch: a seat held, confirmed or on the waiting list, the person's own link, rosters and certificates.",
  Payments:
    "Fees: Razorpay's order, callback and webhook, UPI references and their verification, payments at the desk, receipts, the payment ledger with its totals, and the GST register.",
  "Consultation slots":
    "Consultation times: the owners' bookable hours, the free slots, bookings by their own link, and the staff agenda.",
  Leads:
    "The admissions desk: every enquiry, consultation and enrolment as one lead, its follow-up, and where leads come from.",
  "Demo content": "The sample courses, posts and pictures of a new site, and their removal.",
};
