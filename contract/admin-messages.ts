// Every message the back office shows and the API answers staff with, word for word. Visitors' messages and the
// validation messages both sides share are in messages.ts: the public pages download that module, not this one.

export const AUTH_MESSAGES = {
  bothRequired: "Please enter both username and password",
  lockedTryLater: "Too many failed attempts. Please try again in 5 minutes.",
  lockedNow: "Too many failed attempts. Account locked for 5 minutes.",
  invalidCredentialsWithRemaining: (remaining: number) =>
    `Invalid credentials. ${remaining} attempts remaining.`,
  invalidCredentials: "Invalid credentials",
  loginFailed: "Login failed",
  loginFailedRetry: "Login failed. Please try again.",
  signingIn: "Signing in...",
  logoutConfirm: "Are you sure you want to logout?",
  unauthorized: "Authentication required",
  forbidden: "You do not have permission to do that.",
  currentPasswordWrong: "Current password is incorrect",
  passwordChanged: "Password changed successfully",
  passwordTooShort: (min: number) => `New password must be at least ${min} characters`,
  passwordTooCommon: "This password is too common. Please choose one that is harder to guess.",
  /** Every attempt for a username across all addresses, after many failures: a wait that grows. */
  signInDelayed: (seconds: number) =>
    `Too many failed sign-ins for this account. Please wait ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} before trying again.`,
  twoFactorCodeRequired: "Enter the code from your authenticator app",
  twoFactorCodeWrong: "That code is not right. Please try again.",
  twoFactorChallengeExpired: "The sign-in has expired. Please enter your password again.",
  twoFactorEnabled: "Two-factor sign-in is on",
  twoFactorDisabled: "Two-factor sign-in is off",
  twoFactorAlreadyEnabled: "Two-factor sign-in is already on",
  twoFactorNotEnabled: "Two-factor sign-in is not on",
  twoFactorNoPendingSetup: "Start the set-up again: no code was asked for",
  twoFactorSetupRequired:
    "Two-factor sign-in is required for everyone. Set it up under Security (profile menu) before you continue.",
  twoFactorRequiredByOwner: "Two-factor sign-in is required for everyone and cannot be turned off",
  twoFactorDisableProof: "Enter your current password or a code from your authenticator app",
  sessionEnded: "Session ended",
  signedOutMidway: "You were signed out. Sign in again: what you were typing is kept.",
  sessionNotFound: "Session not found",
  ownersOnly: "You do not have permission to do that.",
} as const;

export const STAFF_MESSAGES = {
  usernameRequired: "Please enter a username",
  usernameFormat: "A username has 3 to 50 letters, digits, dots, dashes or underscores",
  usernameTaken: "This username is already in use",
  fullNameRequired: "Please enter the full name",
  roleRequired: "Please choose a role",
  nothingToChange: "Nothing to change",
  lastOwner: "There must always be at least one active owner. Make someone else an owner first.",
  notFound: "No such staff member",
  invited: "Invitation sent",
  updated: "Staff member updated",
  unlocked: "Account unlocked",
  profileUpdated: "Profile updated",
  forgotPasswordSent:
    "If an account with that username exists, a link to choose a new password has been sent to its e-mail address.",
  linkInvalid: "This link is invalid, has expired or has already been used. Please ask for a new one.",
  passwordSet: "Your password is set. You can sign in now.",
  passwordsDiffer: "The two passwords do not match",
} as const;

export const CONFIRM_MESSAGES = {
  deleteCourse: "Are you sure you want to delete this course?",
  deleteBlog: "Are you sure you want to delete this blog post?",
  deleteProduct: "Are you sure you want to delete this product?",
  deleteInquiry: "Are you sure you want to delete this inquiry?",
  deleteConsultation: "Are you sure you want to delete this consultation request?",
  deleteTestimonial: "Are you sure you want to delete this testimonial?",
  deleteCourseCategory: "Are you sure you want to delete this category?",
  deleteImage: "Are you sure you want to delete this image?",
  deleteSubscriber: "Are you sure you want to delete this subscriber? This action cannot be undone.",
  unsavedChanges: "You have unsaved changes. Leave this page?",
  unsavedNotes: "Close without saving the notes you typed?",
  removeModule: "Remove this module and its topics?",
  removeDemoContent:
    "Remove the demo content? The sample courses, blog posts, products, gallery images and testimonials loaded at " +
    "the first start, and their pictures, are deleted for good, including any you have edited. What staff " +
    "created is kept.",
  deactivateStaff:
    "Deactivate this account? The person is signed out at once and cannot sign in until reactivated.",
} as const;

export const ADMIN_MESSAGES = {
  coursesLoadFailed: "Failed to load courses",
  courseDeleteFailed: "Failed to delete course",
  courseUpdateFailed: "Failed to update course",
  courseDeleted: "Course deleted successfully",
  courseCreated: "Course created successfully!",
  courseUpdated: "Course updated successfully!",
  courseLoadFailed: "Failed to load course",
  courseSaveFailed: "Failed to save course",
  posterUploadFailed: "Poster image upload failed",
  imageUploadFailed: "Image upload failed",
  videoLinkInvalid: "Please paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, or an embed link).",
  courseDetailsLoadFailed: "Failed to load course details",
  courseNotFound: "Course not found",
  blogsLoadFailed: "Failed to load blogs",
  blogDeleteFailed: "Failed to delete blog",
  blogDeleted: "Blog deleted successfully",
  blogLoadFailed: "Failed to load blog",
  blogSaveFailed: "Failed to save blog",
  blogCreated: "Blog created successfully!",
  blogUpdated: "Blog updated successfully!",
  imageSaveFailed: "Failed to save image",
  imageDeleteFailed: "Failed to delete image",
  imageAdded: "Image added successfully!",
  imageUpdated: "Image updated successfully!",
  imageDeleted: "Image deleted!",
  productLoadFailed: "Failed to load product",
  productDeleteFailed: "Failed to delete product",
  productDeleted: "Product deleted",
  productSaveFailed: "Failed to save product",
  productCreated: "Product created",
  productUpdated: "Product updated",
  inquiryStatusUpdateFailed: "Failed to update status",
  consultationUpdateFailed: "Failed to update",
  deleteFailed: "Failed to delete",
  saveFailed: "Failed to save",
  statusUpdated: "Status updated!",
  inquiryDeleted: "Inquiry deleted!",
  deleted: "Deleted!",
  testimonialSaveFailed: "Failed to save",
  testimonialAdded: "Testimonial added!",
  testimonialUpdated: "Testimonial updated!",
  subscribersLoadFailed: "Failed to load subscribers",
  exportFailed: "The export failed. Please try again.",
  subscriberDeleteFailed: "Failed to delete subscriber",
  subscriberDeleted: "Subscriber deleted successfully",
  removeDemoContent: "Remove demo content",
  demoContentPresent: "The site still shows the demo content loaded at the first start.",
  demoContentRemoved: "Demo content removed",
  demoContentRemoveFailed: "Failed to remove the demo content",
  photoUploadFailed: "Photo upload failed",
  draftRestored: "What you typed before you were signed out is back. Check it and save.",
} as const;

export const ACTIVITY_MESSAGES = {
  invalidRange: "The start date must not be after the end date.",
} as const;

export const TRASH_MESSAGES = {
  restored: "Restored from the trash.",
  purged: "Deleted for good.",
  unknownResource: "Nothing of that kind goes to the trash.",
  /** Restoring a row whose slug a newer row took while it was in the trash. */
  slugTaken: (slug: string) =>
    `Another item now uses the address "${slug}". Change that item's slug, then restore this one.`,
  confirmPurge: "Delete this for good? It cannot be restored afterwards.",
} as const;

export const SETTINGS_MESSAGES = {
  saved: "Settings saved. The public site shows them from the next page view.",
  loadFailed: "Failed to load the settings",
  saveFailed: "Failed to save the settings",
  invalid: "Please correct the highlighted settings",
  samplesInPlace: "Some site settings still hold sample values:",
  reviewSettings: "Review the settings",
} as const;

export const PAGE_TEXT_MESSAGES = {
  saved: "Draft saved. Preview it, then publish it to show it on the site.",
  published: "Published. The site shows the new text from the next page view.",
  loadFailed: "Failed to load the page texts",
  saveFailed: "Failed to save the draft",
  publishFailed: "Failed to publish",
  unknownBlock: "There is no page text with this name",
  titleRequired: "Please enter a heading",
  leadRequired: "Please enter this text",
  bodyRequired: "Please write the text",
  itemTitle: "Please give every item a title",
  itemText: "Please give every item its text",
  itemCount: (min: number, max: number) =>
    min === max ? `This section needs exactly ${min} items` : `Please give between ${min} and ${max} items`,
  tooLong: "This text is too long",
  unpublished: "The draft has changes that are not published yet",
} as const;

export const CAMPAIGN_MESSAGES = {
  subjectRequired: "Subject is required",
  created: "Campaign saved as a draft.",
  updated: "Campaign saved.",
  testQueued: "A test is on its way to your e-mail address.",
  noAdminEmail: "Your account has no e-mail address to send a test to.",
  sending: "The campaign is being sent to every active subscriber.",
  noSubscribers: "There are no active subscribers to send to.",
  paused: "The campaign is paused.",
  resumed: "The campaign is being sent again.",
  notDraft: "Only a draft can be changed or sent.",
  notSending: "Only a campaign that is being sent can be paused.",
  notPaused: "Only a paused campaign can be resumed.",
  emptyBody: "Write the newsletter before sending it.",
  confirmSend: "Send this newsletter to every active subscriber now? This cannot be undone.",
  saveBeforeSending: "Save the draft first, then it can be sent.",
} as const;

export const MAIL_MESSAGES = {
  retried: "The mail is queued again.",
  notRetriable: "Only a failed or held mail can be sent again.",
} as const;

export const COURSE_CATEGORY_MESSAGES = {
  added: "Category added!",
  updated: "Category updated!",
  deleted: "Category deleted.",
  saveFailed: "Failed to save category",
  /** Why a category cannot go: courses still name it. */
  inUse: (name: string, courses: number) =>
    `"${name}" cannot be deleted: ${courses === 1 ? "1 course uses" : `${courses} courses use`} this category. ` +
    "Move those courses to another category (or to none) first.",
  slugHint: "Lower-case letters, numbers and hyphens; left empty, it is made from the name.",
} as const;

/** The receipt and GST settings. */
export const RECEIPT_SETTINGS_MESSAGES = {
  prefixEmpty: "Enter a receipt prefix, such as VA",
  prefixTooLong:
    "The receipt prefix can have at most 3 characters: with the year and the number, a GST invoice number may not exceed 16 characters",
  prefixCharacters: "Use capital letters and digits (and a hyphen between them) in the receipt prefix",
  gstinRequired: "Enter the academy's GSTIN: a GST-registered academy issues tax invoices that show it",
  gstinStateMismatch: "The GSTIN's first two digits must be the academy's state code",
  sacCode: "Enter the six-digit SAC code, such as 999293",
  gstRate: "Enter the GST rate in basis points, an even whole number from 0 to 2800 (1800 is 18%)",
  refundDays: "Enter the number of days before the start, from 0 to 365",
  refundPercent: "Enter a percentage from 0 to 100",
} as const;

/** The leads: the Today queue, the outcome form, assignment, settings and the owner's report. */
export const LEAD_MESSAGES = {
  assigneeNotStaff: "Choose an active member of staff who works on enquiries",
  followUpInPast: "The next follow-up must be in the future",
  followUpRequired: "An open lead needs a next follow-up: choose when to try again",
  lostReasonRequired: "Choose why this lead was lost",
  lostReasonUnknown: "Choose one of the listed reasons",
  statusUnknown: "Choose one of this lead's statuses",
  enrolmentStatusFromRoster:
    "An enrolment's status changes from its batch's roster or with its payment, not here",
  outcomeSaved: "Saved. The lead's next follow-up is set.",
  outcomeSavedClosed: "Saved.",
  settingsSaved: "Lead settings saved.",
  reasonSaved: "Reason saved.",
  reasonTaken: "That reason is already on the list",
  rangeInvalid: "Choose a start date on or before the end date, at most a year apart",
  loadFailed: "Failed to load leads",
  saveFailed: "Failed to save",
} as const;

export const BATCH_MESSAGES = {
  created: "Batch added",
  updated: "Batch saved",
  deleted: "Batch deleted",
  duplicated: "Next run added as a draft: check its dates, then publish it",
  cancelled: "Batch cancelled. Everyone enrolled is being told by mail.",
  alreadyCancelled: "This batch is already cancelled.",
  cancelledCannotChange: "A cancelled batch cannot be changed.",
  hasEnrolments: "People are enrolled in this batch: cancel it instead, so that they are told.",
  unknownCourse: "This course does not exist",
  endBeforeStart: "The end date cannot be before the start date",
  feeBelowZero: "The fee cannot be below 0",
  seatsInvalid: "Seats must be a whole number from 1",
  seatsBelowTaken: (taken: number) =>
    `Seats cannot be fewer than the ${taken} ${taken === 1 ? "seat" : "seats"} already taken`,
  earlyFeeNeedsDate: "Give the early-bird fee and its last date together",
  earlyFeeAboveFee: "The early-bird fee cannot be above the fee",
  enrolByAfterEnd: "The last date to enrol cannot be after the batch ends",
  loadFailed: "Failed to load the batches",
  saveFailed: "Failed to save the batch",
  cancelConfirm: "Cancel this batch? Everyone enrolled gets a mail saying so. This cannot be undone.",
} as const;

/** Refunds, the payments list, the UPI verification queue and the accountant's CSV (the staff side of fees). */
export const REFUND_ADMIN_MESSAGES = {
  made: "Refund made",
  recorded: "Refund recorded",
  pending: "Refund sent to Razorpay: the enrolment is marked refunded once Razorpay reports it processed.",
  retryLater:
    "Razorpay did not answer. The refund is kept as pending: press Refund again to retry; it will not refund twice.",
  already: "This enrolment already has a refund: nothing more was refunded.",
  nothingPaid: "Nothing was paid for this enrolment, so there is nothing to refund.",
  nothingByPolicy:
    "The cancellation policy gives no refund now. Enter the amount to refund if you want to refund anyway.",
  tooMuch: (paid: string) => `The refund cannot be more than was paid (${paid}).`,
  refused: (why: string) => `Razorpay refused the refund: ${why}`,
  referenceRequired: "Enter the reference of the money paid back (UTR, cheque number or receipt).",
  confirm: (amount: string, name: string) => `Refund ${amount} to ${name}? This cannot be undone.`,
  loadFailed: "Failed to load the refund details",
} as const;

export const PAYMENT_LIST_MESSAGES = {
  loadFailed: "Failed to load the payments",
  totalsFailed: "Failed to load the totals",
  dateRange: "The end date must not be before the start date.",
} as const;

export const UPI_QUEUE_MESSAGES = {
  loadFailed: "Failed to load the UPI references",
  markPaidConfirm: (amount: string, utr: string, name: string) =>
    `Mark ${amount} from ${name} as paid? Check first that UTR ${utr} is on the bank statement for this amount.`,
  rejectPrompt: "Why is this UPI reference rejected? The person is told, and may send another.",
  markedPaid: "Marked as paid",
  rejected: "UPI reference rejected",
  actionFailed: "Failed to update the payment",
  recorded: "Payment recorded",
  recordFailed: "Failed to record the payment",
  amountInvalid: "Enter the amount in rupees, such as 2500 or 2500.50.",
  referenceRequired: "Enter the cheque number or the bank transfer's reference.",
} as const;

export const ENROLMENT_ADMIN_MESSAGES = {
  updated: "Enrolment saved",
  confirmed: "Enrolment confirmed",
  cancelled: "Enrolment cancelled",
  moved: "Moved to the other batch",
  completed: "Marked as completed: the certificate is issued",
  alreadyCompleted: "Already marked as completed",
  notSeated: "Only someone with a seat (paid or confirmed) can complete the batch.",
  certificateRevoked: "Certificate revoked",
  noCertificate: "This enrolment has no certificate.",
  sameBatch: "Choose another batch to move to.",
  otherCourse: "Move only between batches of the same course.",
  targetFull: "The other batch has no seat left.",
  cannotConfirm: "This enrolment cannot be confirmed now.",
  cannotCancel: "This enrolment is already cancelled or over.",
  batchFull: "This batch has no seat left.",
  loadFailed: "Failed to load the roster",
  cancelConfirm: "Cancel this enrolment? The seat goes to the next person waiting, if any.",
} as const;

/** Staff recording and verifying payments. */
export const PAYMENT_ADMIN_MESSAGES = {
  recorded: "Payment recorded",
  recordedRefundDue: "Payment recorded, but no seat could be given: it is marked for a refund",
  recordedPartial: "Payment recorded; the fee is not yet fully paid",
  alreadyRecorded: "This payment was already recorded",
  verified: "UPI payment verified",
  rejected: "UPI reference rejected",
  notPending: "This payment is not waiting for verification.",
  referenceRequired: "Enter the cheque number or the transfer reference",
  amountInvalid: "Enter the amount received in paise, a whole number above 0",
  methodInvalid: "Choose cash, cheque or bank transfer",
  nothingToPay: "This enrolment has nothing left to pay.",
} as const;
