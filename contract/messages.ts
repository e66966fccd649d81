// Every message the site shows or the API answers with (validation, success, errors), word for word. UI and API import them from here; tests assert them.

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
  productNameRequired: "Please enter a product name",
  productFileTooLarge: "File must be < 5MB",
  productNotAnImage: "Select an image file",
  invalidEmail: "Please enter a valid email address",
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
  tooManyRequests: "Too many requests. Please try again later.",
  crossSiteForm:
    "This form can only be sent from this website. Please open the page on the site and try again.",
  serverError: "Something went wrong on our side. Please try again.",
  databaseUnavailable: "The database is unavailable. Please try again shortly.",
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
