// Every message the public site shows or the API answers visitors with (validation, success, errors), word for
// word; the back office's are in admin-messages.ts, so that visitors do not download them. UI and API import them
// from here; tests assert them.

export const FORM_LABELS = {
  submitting: "Submitting...",
  sending: "Sending...",
  subscribing: "Subscribing...",
} as const;

export const PUBLIC_MESSAGES = {
  coursesLoadFailed: "Failed to load courses. Please try again later.",
  coursesErrorTitle: "Error Loading Courses",
  coursesEmpty: "No courses found in this category.",
  homeCoursesEmpty: "No featured courses available at the moment.",
  courseDetailFailed: "Failed to load course details",
  courseDetailFailedRetry: "Failed to load course details. Please try again later.",
  courseNotFound: "Course not found",
  backToCourses: "Back to Courses",
  enrollmentFailed: "Failed to submit enrollment. Please try again.",
  enrollmentSuccessTitle: "Enrollment Request Submitted!",
  enrollmentSuccessText: "We'll contact you shortly with course details.",
  contactSuccess: "Thank you for your message. We'll get back to you within 24 hours.",
  contactError: "Something went wrong. Please try again or contact us directly.",
  consultationSuccess:
    "Thank you for your consultation request! We'll contact you shortly to confirm your appointment.",
  consultationError: "Something went wrong! Please try again or contact us directly.",
  scheduleCall: "Schedule a Call",
  hideBookingForm: "Hide Booking Form",
  galleryLoadFailed: "Failed to load gallery images. Please try again later.",
  galleryEmpty: "No images found in this category.",
  blogLoadFailed: "Failed to load blog posts. Please try again later.",
  blogEmpty: "No articles found",
  newsletterInvalidEmail: "Please enter a valid email address",
  newsletterFailed: "Failed to subscribe. Please try again.",
  newsletterSuccess: "Successfully subscribed to our newsletter!",
  newsletterSuccessConfirm: "Thanks for subscribing! Check your email for confirmation.",
  testimonialsEmpty: "No testimonials available",
  productsLoadFailed: "Failed to load products",
  productsErrorTitle: "Error Loading Products",
  productsLoading: "Loading products...",
  productsHeading: "Multi-Utility Remedies",
  productsTag: "Product Guide 2025",
  retry: "Retry",
} as const;

export const VALIDATION_MESSAGES = {
  requiredFields: "Please fill in all required fields",
  base64ImageRejected: "Please upload the image or provide a valid image URL, not a base64 string.",
  featuredImageRequired: "Please upload a featured image",
  fileTooLarge: "File size must be less than 5MB",
  notAnImage: "Please select an image file",
  imageTooManyPixels: "This image is too large in pixels. Please upload a smaller one.",
  imageMissing: "This image is no longer on the server. Please upload it again.",
  heicNotSupported:
    "HEIC photos (the iPhone format) cannot be read here. Export the photo as JPEG (in Photos: Share, Options, " +
    "Most Compatible, or Export as JPEG) and upload that file.",
  imageUrlOrFile: "Please provide an image URL or upload a file",
  videoAliasDiffers:
    "youtube_link and youtube_links are other names of video_url and video_urls: send one name, or the same value under both.",
  productNameRequired: "Please enter a product name",
  productFileTooLarge: "File must be < 5MB",
  productNotAnImage: "Select an image file",
  invalidEmail: "Please enter a valid email address",
  invalidPhone:
    "Please enter a valid phone number: digits, with an optional + and spaces, hyphens or brackets",
  required: "This field is required",
  preferredDateInPast: "Preferred date cannot be earlier than today",
  ratingRange: "Rating must be between 1 and 5",
  displayOrderMin: "Display order must be 0 or more",
  tooLong: "This value is too long",
  invalidValue: "Invalid value",
  invalidUrl: "Please enter a valid URL",
  invalidRequest: "Invalid request",
  malformedJson: "Malformed JSON body",
  bodyTooLarge: "Request body is too large",
  unsupportedMediaType: "Unsupported content type",
  notFound: "Not found",
  methodNotAllowed: "Method not allowed",
  slugTaken: "This slug is already in use",
  timeTaken: "This time overlaps another booking or blocked time",
  tooManyRequests: "Too many requests. Please try again later.",
  crossSiteForm:
    "This form can only be sent from this website. Please open the page on the site and try again.",
  serverError: "Something went wrong on our side. Please try again.",
  databaseUnavailable: "The database is unavailable. Please try again shortly.",
} as const;

/** Answers about consultation slots: the picker, a booking, and the links that move or cancel it. */
export const SLOT_MESSAGES = {
  booked: "Your consultation is booked. We have e-mailed you the details and a calendar invitation.",
  heldForPayment: "Your slot is held for payment. It is released if it is not paid in time.",
  slotTaken: "Sorry, someone has just booked this time. Please choose another slot.",
  slotNotOffered: "This time is not one of the free slots. Please choose a time from the list.",
  slotInPast: "This time has already passed or is too soon. Please choose a later slot.",
  slotBeyondHorizon: "This time is too far ahead to book yet. Please choose an earlier slot.",
  noAvailability: "Consultations cannot be booked online at the moment. Please send a request instead.",
  unknownService: "This service cannot be booked online.",
  badInstant: "Please give a date and time with its time zone",
  badTime: "Please give a time as HH:MM",
  endBeforeStart: "The end must be after the start",
  hoursOverlap: "These hours overlap other hours of the same day",
  lengthPositive: "The length must be at least 1 minute",
  bufferNotNegative: "The buffer cannot be negative",
  noticeNotNegative: "The notice cannot be negative",
  feeNotNegative: "The fee cannot be negative",
  daysAheadRange: "Bookings must open at least 1 day ahead and at most 365",
  holdRange: "A hold lasts from 5 minutes to 24 hours",
  reminderRange: "A reminder must come between 1 minute and 14 days before",
  serviceTwice: "This service is listed twice",
  timezoneFixed: "Hours are kept in India's time (Asia/Kolkata)",
  rangeBackwards: "The end date must not be before the start date",
  rangeTooLong: "Please ask for at most 93 days at a time",
  badToken: "This link is not valid. Please use the link in your latest e-mail.",
  tokenExpired: "This link can no longer change the booking. Please call or write to us.",
  tooLateToChange: "It is too late to change this booking online. Please call or write to us.",
  alreadyCancelled: "This booking is already cancelled.",
  cancelled: "Your booking is cancelled. We have e-mailed you a confirmation.",
  rescheduled: "Your booking is moved. We have e-mailed you the new time and an updated invitation.",
} as const;

/** Answers of the newsletter endpoints. The spec words only the subscribe answer; the others are ours. */
export const NEWSLETTER_MESSAGES = {
  /** The one answer to every valid address, whatever its state, so it reveals nothing. */
  subscribed: PUBLIC_MESSAGES.newsletterSuccessConfirm,
  confirmed: "Thank you! Your subscription is confirmed.",
  invalidConfirmLink: "This confirmation link is not valid or has expired. Please subscribe again.",
  /** The same answer whether or not the address was on the list, so it reveals nothing. */
  unsubscribed: "This address is now unsubscribed from our newsletter.",
  invalidUnsubscribeLink: "This unsubscribe link is not valid.",
} as const;

/**
 * What a person agrees to by subscribing, shown under every newsletter form and stored with the subscriber as
 * the consent record. Changing it changes what new subscribers agree to; stored records keep the old words.
 */
export const NEWSLETTER_CONSENT_TEXT =
  "By subscribing you agree to receive our newsletter by e-mail. We will ask you to confirm first, and every " +
  "issue has a link to unsubscribe.";

/** The same consent as a Hindi page shows it: the server stores the words the subscriber actually saw. */
export const HI_NEWSLETTER_CONSENT_TEXT =
  "सदस्यता लेकर आप ईमेल से हमारा न्यूज़लेटर पाने के लिए सहमति देते हैं। पहले हम आपसे पुष्टि करने को कहेंगे, " +
  "और हर अंक में सदस्यता समाप्त करने का लिंक होता है।";

/** A buyer's billing details (GST invoices) and UPI payments: answers of the payment API's validation. */
export const BILLING_MESSAGES = {
  gstinFormat: "Please enter a valid GSTIN: 15 characters, such as 09AAACR5055K1Z5",
  gstinState: "This GSTIN does not start with the code of an Indian state",
  gstinChecksum: "This GSTIN is not valid: please check it for a typing mistake",
  stateUnknown: "Please choose a state from the list",
  vpaInvalid: "Please enter a valid UPI ID, such as name@bank",
} as const;

/** Paying a fee online: the Razorpay callback, the UPI reference, the buyer's billing details. */
export const PAYMENT_MESSAGES = {
  verified: "Payment received. Your seat is confirmed.",
  verifyFailed: "We could not confirm this payment. If money was taken, it will be matched or refunded.",
  notPayable: "This enrolment has nothing to pay online now.",
  unavailable: "Online payment is not available at the moment. Please try again shortly, or pay by UPI.",
  utrInvalid: "Please enter the 12-digit UTR (UPI transaction reference) from your payment app.",
  utrTaken: "This UTR has already been sent for a payment.",
  upiSent: "Thank you. We will check your payment against our bank statement and confirm your seat.",
  upiUnavailable: "UPI payment is not offered at the moment.",
  webhookSignature: "Invalid signature",
  receiptNotFound: "No receipt for this enrolment.",
} as const;

/** Answers to a person enrolling in a batch and using their private enrolment link. */
export const ENROLMENT_MESSAGES = {
  batchUnavailable: "This batch does not exist or is not open for enrolment.",
  batchClosed: "Enrolment for this batch is closed.",
  batchFull: "This batch is full.",
  alreadyEnrolled:
    "This e-mail address is already enrolled in this batch. The link in the mail we sent you shows your enrolment.",
  held: "Your seat is held. Complete your enrolment before the hold ends.",
  confirmed: "You are enrolled. We have sent you an e-mail with the details.",
  waitlisted: "The batch is full: you are on the waiting list. We will write to you if a seat frees up.",
  invalidLink: "This enrolment link is not valid.",
  cancelled: "Your enrolment is cancelled.",
  cannotCancel: "This enrolment cannot be cancelled any more.",
  offerAccepted: "Your seat is confirmed.",
  cannotAccept: "There is no seat held for you to confirm.",
  certificateNotFound: "Certificate not found",
} as const;
