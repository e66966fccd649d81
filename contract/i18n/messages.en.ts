// The English text of the public website that the spec does not word itself (spec wording lives in
// contract/messages.ts). One catalogue, grouped by page, so a Hindi edition later is a second file of the same
// shape. Functions take the values that vary (a name, a count) and return the whole sentence.
import { COPYRIGHT_YEAR, YEARS_OF_EXPERIENCE } from "../constants";
import { BLOG_CATEGORIES, COURSE_LEVELS, COURSE_MODES } from "../enums";
import { sameLabels } from "./labels";

export const en = {
  frame: {
    skipToContent: "Skip to main content",
    homeLink: (siteName: string) => `${siteName}, home`,
    primaryNav: "Main",
    menuButton: "Menu",
    login: "Login",
    nav: {
      about: "About Us",
      courses: "Courses",
      products: "Products",
      consultation: "Consultation",
      gallery: "Our Gallery",
      blog: "Blog",
      contact: "Contact Us",
    },
  },

  footer: {
    description:
      "A school of the traditional sciences of space and number in Varanasi: Vastu Shastra, numerology, geobiology and aroma science, taught as practical skills for homes, workplaces and professional practice.",
    experience: (years: number) => `${years} years of experience in teaching and consultation`,
    quickLinksHeading: "Quick Links",
    quickLinks: { about: "About", consultation: "Consultation", education: "Education" },
    topCoursesHeading: "Top Courses",
    topCourses: ["Vastu Adhaar", "Online Course"],
    contactHeading: "Get in Touch",
    phoneLabel: "Phone",
    emailLabel: "Email",
    addressLabel: "Address",
    socialHeading: "Follow Us",
    social: { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube", twitter: "Twitter/X" },
    newsletterHeading: "Newsletter",
    newsletterIntro: "Seasonal Vastu tips, new course dates and articles, about once a month.",
    copyright: (holder: string) => `© ${COPYRIGHT_YEAR} ${holder}. All rights reserved.`,
    externalHint: "(opens in a new tab)",
  },

  newsletter: {
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    nameLabel: "Name (optional)",
    submit: "Subscribe",
    honeypotLabel: "Leave this field empty",
  },

  media: {
    playVideo: (title: string) => `Play video: ${title}`,
    videoFrameTitle: (title: string) => `Video: ${title}`,
    /** A video inside an article or overview: "Vastu Basics, video 1". */
    embeddedVideoTitle: (title: string, n: number) => `${title}, video ${n}`,
    introTitle: "An introduction to the academy",
    imageUnavailable: "Image unavailable",
  },

  carousel: {
    previous: "Previous",
    next: "Next",
    slideOf: (index: number, total: number) => `${index} of ${total}`,
  },

  courseCard: {
    applyNow: "Apply Now",
    viewMore: "View More",
    viewCourse: "View Course",
    duration: "Duration",
    mode: "Mode",
    price: "Price",
    /** A course's level and mode as shown; the course page uses them too. */
    levels: sameLabels(COURSE_LEVELS),
    modes: sameLabels(COURSE_MODES),
  },

  home: {
    metaTitle: (siteName: string) => `${siteName}: Vastu, Numerology and Geobiology Courses`,
    metaDescription:
      "Learn Vastu Shastra, numerology, geobiology and aroma science at an academy in Varanasi with 18 years of teaching experience. Courses in person and online, consultations and remedy products.",
    heroEyebrow: "Traditional sciences, taught with care",
    heroTitle: "Learn Vastu, numerology and geobiology in Varanasi",
    heroLead:
      "Structured courses for homeowners, architects, interior designers and aspiring consultants: the classical principles, the measurements and the practical site work, in Hindi and English, in person and online.",
    exploreCourses: "Explore courses",
    bookConsultation: "Book a consultation",
    featuredHeading: "Featured Courses",
    featuredIntro: "Start with a foundation course, or deepen a practice you already have.",
    whyAcademyHeading: "Why study the traditional sciences with us",
    whyAcademy: [
      "Vastu Shastra, numerology and geobiology describe how the place we live in, its directions, its materials and its energies, shapes health, work and relationships. Taught well, they are practical disciplines with measurements, methods and clear reasoning, not superstition.",
      "The academy teaches them the way they were passed down: from first principles, with the classical texts at hand, and always tied to real houses, plots and offices. Students learn to read a plan, survey a site, and recommend changes a family can actually make.",
    ],
    stats: [
      { value: `${YEARS_OF_EXPERIENCE}+`, label: "years of teaching and practice" },
      { value: "4", label: "disciplines under one roof" },
      { value: "2", label: "languages of instruction" },
    ],
    whyChooseHeading: "Why choose us",
    whyChoose: [
      {
        title: "Experience you can learn from",
        text: `${YEARS_OF_EXPERIENCE} years of consultations across homes, shops, factories and temples become case studies in every course.`,
      },
      {
        title: "Small, personal batches",
        text: "Classes stay small so every question is answered and every student's own plans can be discussed.",
      },
      {
        title: "Practical site work",
        text: "Students take compass readings, map zones and prepare a written report on a real property before they finish.",
      },
      {
        title: "Hindi and English",
        text: "Lessons move freely between Hindi and English, with Sanskrit terms explained rather than assumed.",
      },
      {
        title: "Certification",
        text: "Each level ends with an assessment and a certificate that records the skills you have demonstrated.",
      },
      {
        title: "Support after the course",
        text: "Graduates keep access to their teachers for questions on their first independent consultations.",
      },
    ],
    plansHeading: "What we do",
    plansIntro: "Four strands of work, each feeding the others.",
    plans: [
      {
        key: "research",
        title: "Research",
        text: "We document case studies, compare classical texts and test remedies in practice, so that what we teach rests on evidence.",
        linkLabel: "Read our articles",
        href: "/blog",
      },
      {
        key: "education",
        title: "Education",
        text: "Certificate courses from foundation to advanced level, in Varanasi and online, for beginners and professionals.",
        linkLabel: "See all courses",
        href: "/courses",
      },
      {
        key: "products",
        title: "Products",
        text: "Remedy products chosen and explained by our consultants, with guidance on when each one is, and is not, needed.",
        linkLabel: "Browse the product guide",
        href: "/products",
      },
      {
        key: "consultancy",
        title: "Consultancy",
        text: "Site selection, construction, interiors and energy audits for homes and businesses, on site or remotely.",
        linkLabel: "Book a consultation",
        href: "/consultation",
      },
    ],
    testimonialsHeading: "What our students say",
    testimonialsLabel: "Testimonials",
    pauseRotation: "Pause testimonials",
    resumeRotation: "Play testimonials",
    ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  },

  about: {
    metaTitle: "About the Academy",
    metaDescription:
      "Our mission, our vision for the next decade, how we teach, and the facilitator behind the academy's 18 years of Vastu, numerology and geobiology teaching in Varanasi.",
    heading: "About the Academy",
    lead: "We teach the traditional sciences of space and number as practical, careful disciplines, and we have done so from Varanasi for nearly two decades.",
    missionHeading: "Our Mission",
    mission: [
      "To make the knowledge of Vastu Shastra, numerology, geobiology and aroma science available to anyone willing to study it seriously, taught accurately, explained in plain language and applied with integrity.",
      "We want every graduate to be able to look at a home or a workplace, understand what is supporting the people in it and what is not, and suggest changes that are sensible, affordable and respectful of the family's circumstances.",
    ],
    visionHeading: "Our Vision",
    vision: [
      {
        term: "Short term",
        text: "Offer every foundation course in both Hindi and English, in person and online, with recorded lessons so that students in any city can follow at their own pace.",
      },
      {
        term: "Mid term",
        text: "Build a network of certified consultants across India who work to a shared standard, refer clients to one another and meet yearly to review cases together.",
      },
      {
        term: "Long term",
        text: "Establish a research and teaching centre in Varanasi that documents classical sources, studies outcomes of real consultations and publishes its findings openly.",
      },
    ],
    approachHeading: "Our Approach",
    approachIntro: "Four principles shape every course we run.",
    approach: [
      {
        title: "Principles before remedies",
        text: "Students learn why a direction or a number matters before they learn what to do about it, so they can reason about cases no textbook describes.",
      },
      {
        title: "Practice on real sites",
        text: "Every level includes supervised work on real houses and plots: orientation, zoning, measurements and a written report.",
      },
      {
        title: "Honest recommendations",
        text: "We teach structural and behavioural corrections first and products only where they are genuinely useful, and we never sell fear.",
      },
      {
        title: "Lifelong learning",
        text: "Graduates can return to revise, attend advanced workshops and bring difficult cases to their teachers.",
      },
    ],
    facilitatorHeading: "Meet the Facilitator",
    facilitatorRole: "Founder and lead facilitator",
    exploreCourses: "Explore courses",
    bookConsultation: "Book a consultation",
    previewBanner: "Preview: not public. This page shows unpublished drafts.",
    /** Over a draft post or an inactive course that signed-in staff open at its public address. */
    previewItemBanner: "Preview: not public. Visitors cannot see this page until it is published or active.",
    facilitatorBio: (name: string) => [
      `${name} has practised and taught Vastu Shastra for ${YEARS_OF_EXPERIENCE} years. Trained first in the classical texts and later in geobiology and the study of earth energies, ${name} brings both traditions together in a method that is precise about measurement and generous in explanation.`,
      `Over those years ${name} has advised families, architects, builders and business owners on hundreds of properties, from single rooms in old Varanasi to factories and institutions, and has trained students who now practise across India and abroad.`,
      `In class, ${name} is known for patience with beginners, for answering the question behind the question, and for insisting that every recommendation be practical for the people who will live with it.`,
    ],
  },

  courses: {
    metaTitle: "Courses",
    metaDescription:
      "All current courses in Vastu Shastra, numerology, geobiology and aroma science: levels, duration, mode and fees, with upcoming batches.",
    heading: "Our Courses",
    lead: "From a first foundation course to advanced professional training. Choose a level to narrow the list.",
    filterLabel: "Filter courses by level",
    filters: { all: "All Courses", beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" },
    count: (n: number) => (n === 1 ? "1 course" : `${n} courses`),
    upcomingHeading: "Upcoming Courses",
    upcomingBadge: "Coming soon",
    upcoming: {
      title: "Aroma Vastu: Essential Oils for Living Spaces",
      date: "2027-01-16",
      dateLabel: "Starts 16 January 2027",
      startsOn: (date: string) => `Starts ${date}`,
      description:
        "A four-weekend course on the use of essential oils to balance the elements of a home: how each oil relates to a direction and an element, safe blending and diffusion, and simple daily routines for every zone of the house.",
      image: "/images/upcoming-course.svg",
      imageAlt: "Amber essential-oil bottles beside a Vastu compass grid",
      enquire: "Enquire about this course",
    },
  },

  courseDetail: {
    metaDescriptionFallback: (title: string) => `${title}: course details, curriculum, instructor and fees.`,
    breadcrumb: "Courses",
    breadcrumbLabel: "Breadcrumb",
    tabsLabel: "Course information",
    tabs: { overview: "Overview", curriculum: "Curriculum", instructor: "Instructor", reviews: "Reviews" },
    aboutHeading: "About this course",
    outcomesHeading: "What you will learn",
    highlightsHeading: "Course highlights",
    requirementsHeading: "Requirements",
    videosHeading: "Course videos",
    sampleVideoTitle: (n: number) => `Sample lesson ${n}`,
    courseVideoTitle: (title: string) => `${title}: introduction`,
    curriculumHeading: "Curriculum",
    moduleLabel: (n: number) => `Module ${n}`,
    topicCount: (n: number) => (n === 1 ? "1 topic" : `${n} topics`),
    curriculumEmpty: "The detailed curriculum is shared with enrolled students at the start of the course.",
    instructorHeading: "Your instructor",
    instructorFallbackBio:
      "Leads the academy's courses and has taught Vastu Shastra, numerology and geobiology for 18 years.",
    reviewsHeading: "Student reviews",
    reviewsIntro:
      "Hear from students about how the academy teaches, then watch the full introduction on YouTube.",
    watch: "Watch",
    opensInNewTab: "(opens in a new tab)",
    facts: { level: "Level", mode: "Mode", language: "Language", duration: "Duration", type: "Course type" },
    priceLabel: "Course fee",
    enrollNow: "Enroll Now",
    downloadBrochure: "Download Brochure",
    brochureHint: "Opens a printable course brochure; choose “Save as PDF” to keep a copy.",
    includesHeading: "This course includes",
    includes: {
      duration: (duration: string | null) =>
        duration ? `${duration} of content` : "Full course content at your pace",
      lifetimeAccess: "Lifetime access",
      certificate: "Certificate of completion",
      expertSupport: "Expert support",
      materials: "Course materials",
    },
  },

  enrolment: {
    title: (courseTitle: string) => `Enroll in ${courseTitle}`,
    intro: "Leave your details and our team will call you about dates, fees and the next batch.",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    message: "Message (optional)",
    submit: "Submit Enrollment",
    cancel: "Cancel",
    close: "Close",
  },

  // Dated batches of a course: the course page's list and its enrolment form, the /courses block, the person's
  // own enrolment page and the public certificate page.
  batches: {
    heading: "Upcoming batches",
    intro: "Choose the batch that suits you. Seats are limited.",
    dates: "Dates",
    schedule: "Schedule",
    mode: "Mode",
    venue: "Venue",
    language: "Language",
    fee: "Fee",
    free: "Free",
    online: "Online",
    earlyBird: (fee: string, until: string) => `${fee} if you enrol by ${until}`,
    payAtAcademy: "Paid at the academy",
    seatsLeft: (n: number) => (n === 1 ? "1 seat left" : `${n} seats left`),
    fullWaitlist: "Full: join the waiting list",
    closed: "Enrolment closed",
    enrol: "Enrol in this batch",
    joinWaitlist: "Join the waiting list",
    enrolLabel: (dates: string) => `Enrol in the batch of ${dates}`,
    waitlistLabel: (dates: string) => `Join the waiting list of the batch of ${dates}`,
    form: {
      title: (course: string) => `Enroll in ${course}`,
      intro:
        "Choose a batch and leave your details. Your seat is kept for you while you complete your enrolment.",
      batchLegend: "Batch",
      name: "Full name",
      email: "Email",
      phone: "Phone",
      message: "Message (optional)",
      submit: "Enrol Now",
      cancel: "Cancel",
      close: "Close",
      openPage: "See your enrolment",
      success: {
        held: "Your seat is held",
        confirmed: "You are enrolled!",
        waitlisted: "You are on the waiting list",
        pending_verification: "Your seat is held",
        paid: "You are enrolled!",
        expired: "Your seat hold has ended",
        cancelled: "Your enrolment is cancelled",
        refunded: "Your enrolment is cancelled",
      },
      successText:
        "We have sent you an e-mail with a link to your enrolment page. It shows your place and what to do next.",
    },
    upcoming: {
      startsOn: (date: string) => `Starts ${date}`,
      seatsLeft: (n: number) => (n === 1 ? "1 seat left" : `${n} seats left`),
      full: "Full: waiting list open",
      view: "See dates and enrol",
    },
  },

  enrolmentPage: {
    metaTitle: "Your enrolment",
    heading: "Your enrolment",
    greeting: (name: string) => `Hello ${name},`,
    statusLabel: "Status",
    status: {
      held: "Seat held",
      pending_verification: "Payment being checked",
      paid: "Paid and enrolled",
      confirmed: "Enrolled",
      expired: "Hold ended",
      cancelled: "Cancelled",
      refunded: "Refunded",
      waitlisted: "On the waiting list",
    },
    heldUntil: (time: string) => `Your seat is held for you until ${time}.`,
    howToPay: (fee: string, phone: string, email: string) =>
      `To pay the fee of ${fee}, call us on ${phone} or write to ${email}; we will tell you how. Once it is paid, your seat is confirmed.`,
    payAtAcademy: (fee: string) => `The fee of ${fee} is paid at the academy on the first day.`,
    offerText: "A seat has freed up for you. Confirm it to take it.",
    confirmedText: "Your seat is confirmed. We look forward to seeing you.",
    paidText: "Your fee is paid and your seat is confirmed.",
    waitlistedText: (position: number) =>
      `The batch is full. You are number ${position} on its waiting list: if a seat frees up, we will write to you and hold it for you.`,
    expiredText:
      "Your seat hold has ended. If seats are still free, you can enrol again from the course page.",
    cancelledText: "This enrolment is cancelled.",
    batchCancelled: "We are sorry: this batch has been cancelled. We will contact you about the next one.",
    accept: "Confirm my seat",
    accepting: "Confirming...",
    cancel: "Cancel my enrolment",
    cancelling: "Cancelling...",
    cancelConfirm: "Cancel your enrolment? Your seat goes to the next person.",
    failed: "That did not work. Please try again.",
    certificate: "View your certificate of completion",
    certificatePdf: "Download it (PDF)",
    coursePage: "Course page",
    invalidTitle: "This link is not valid",
    invalidText: "Open the link from the e-mail we sent you when you enrolled, or contact us.",
  },

  certificatePage: {
    metaTitle: "Certificate verification",
    heading: "Certificate verification",
    genuine: "This certificate is genuine.",
    revoked: "This certificate has been revoked. It is no longer valid.",
    holder: "Awarded to",
    course: "Course",
    dates: "Dates",
    number: "Certificate number",
    issued: "Issued on",
    issuer: (academy: string) => `Issued by ${academy}.`,
    notFoundTitle: "Certificate not found",
    notFoundText: "No certificate has this code. Check the address on the certificate, or contact us.",
  },

  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "The page you were looking for does not exist.",
    genericTitle: "Something went wrong",
    genericText: "We could not show this page. Please try again in a moment.",
    home: "Go to the home page",
  },

  // Contact, consultation, gallery, blog and products pages.
  contact: {
    metaTitle: "Contact Us",
    metaDescription:
      "Write to the academy, call us or visit us in Varanasi. Questions about courses, consultations and products are answered within 24 hours.",
    heading: "Contact Us",
    lead: "Questions about a course, a consultation or a product? Write to us and we will answer within a day.",
    formTitle: "Send us a message",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    email: "Email",
    message: "Message",
    submit: "Send Message",
    /** The message a product's "Enquire Now" starts the form with. */
    productMessage: (product: string) => `I would like to know more about ${product}.`,
    detailsTitle: "Reach us directly",
    addressLabel: "Address",
    phoneLabel: "Phone",
    emailLabel: "Email",
    followUs: "Follow us",
    opensInNewTab: "(opens in a new tab)",
    findUs: "Find us",
    showMap: "Show map",
    mapPrivacyNote: "The map is loaded from Google Maps only when you ask for it.",
    mapTitle: (address: string) => `Map of ${address}`,
  },

  consultation: {
    metaTitle: "Vastu Consultation",
    metaDescription:
      "Book a Vastu, numerology or geobiology consultation: land selection, construction, interiors, energy audits and annual contracts for homes and businesses.",
    heading: "Consultation",
    lead: "Expert guidance for the places where you live and work, from choosing a plot to fine-tuning a finished home.",
    servicesTitle: "Our consultation services",
    services: [
      {
        title: "Land Selection Advisory",
        text: "Before you buy, we study the plot's shape, slope, surroundings and soil so that the land you choose supports the home or business you plan on it.",
      },
      {
        title: "Construction",
        text: "Orientation, entrances, room placement and levels worked out with your architect before a brick is laid, and checked again as the building rises.",
      },
      {
        title: "Interiors",
        text: "Colours, materials, furniture placement and lighting chosen to bring balance to existing rooms, usually without any structural change.",
      },
      {
        title: "Energy",
        text: "Geobiology and energy audits find geopathic stress and electromagnetic disturbance, with practical remedies for a healthier space.",
      },
      {
        title: "Annual Contract",
        text: "Year-round guidance for homes, offices and factories: periodic visits, a review of every change you plan, and priority answers when you need them.",
      },
    ],
    countersLabel: "The academy in numbers",
    bookingTitle: "Book a consultation",
    bookingIntro:
      "Tell us about your property and what you would like to achieve; we will call you to fix a time.",
    formTitle: "Consultation booking form",
    name: "Full name",
    email: "Email",
    phone: "Phone",
    serviceType: "Service",
    serviceTypePlaceholder: "Choose a service (optional)",
    serviceTypeLabels: {
      land_selection: "Land Selection",
      construction: "Construction",
      interiors: "Interiors",
      vastu_audit: "Vastu Audit",
      numerology: "Numerology",
      geobiology: "Geobiology",
      other: "Other",
    },
    preferredDate: "Preferred date",
    location: "Location (city or site address)",
    message: "Tell us about your requirement",
    submit: "Request Consultation",
    emailPrompt: "Prefer to write? Email us at",
  },

  gallery: {
    metaTitle: "Our Gallery",
    metaDescription:
      "Photographs from the academy's courses, events, consultation projects and campus in Varanasi.",
    heading: "Our Gallery",
    lead: "Moments from our classes, site visits, events and campus.",
    filterLabel: "Filter images by category",
    all: "All",
    categoryLabels: {
      courses: "Courses",
      events: "Events",
      projects: "Projects",
      campus: "Campus",
      other: "Other",
    },
    loading: "Loading gallery...",
    errorTitle: "Gallery unavailable",
    openImage: (title: string) => `Open image: ${title}`,
    imageUnavailable: "Image unavailable",
    lightboxLabel: "Image viewer",
    previous: "Previous image",
    next: "Next image",
    close: "Close image viewer",
    slideOf: "{index} of {total}",
  },

  blog: {
    metaTitle: "Blog",
    metaDescription:
      "Articles on Vastu Shastra, aroma Vastu, numerology and mindful living from the academy's teachers and consultants.",
    heading: "Blog",
    lead: "Practical articles on Vastu, numerology and living well, from our teachers and consultants.",
    searchLabel: "Search articles",
    searchPlaceholder: "Search by title, topic or author",
    filterLabel: "Filter articles by category",
    all: "All",
    categoryLabels: sameLabels(BLOG_CATEGORIES),
    loading: "Loading articles...",
    errorTitle: "Articles unavailable",
    resultCount: (n: number) => (n === 1 ? "1 article" : `${n} articles`),
    readMore: "Read More",
    readArticle: (title: string) => `Read article: ${title}`,
    byAuthor: (author: string) => `By ${author}`,
    views: (n: number) => (n === 1 ? "1 view" : `${n} views`),
    share: "Share this article",
    shareOn: (network: string) => `Share on ${network}`,
    /** The share buttons' names, keyed by the network (share-links.ts). */
    shareNetworks: { Facebook: "Facebook", Twitter: "Twitter", LinkedIn: "LinkedIn", WhatsApp: "WhatsApp" },
    closeArticle: "Close article",
    /** At the end of an article: closes it, back to the list. */
    backToArticles: "Back to all articles",
    articleNotFound: "Article not found",
    articleNotFoundText: "This article does not exist or is no longer published.",
    allArticles: "See all articles",
    newsletterHeading: "Subscribe to our newsletter",
    newsletterIntro: "New articles, seasonal Vastu tips and course dates in your inbox, about once a month.",
  },

  products: {
    metaTitle: "Product Guide: Multi-Utility Remedies",
    metaDescription:
      "The academy's guide to Vastu and energy remedy products: what each one is, what it is used for and its key features.",
    lead: "Remedies chosen and explained by our consultants. Ask us before you buy: the right correction is often free.",
    viewDetails: "View Details",
    viewDetailsFor: (name: string) => `View details: ${name}`,
    keyFeatures: "Key Features",
    enquireNow: "Enquire Now",
    close: "Close",
    empty: "No products are listed at the moment.",
  },

  /** The pages the newsletter's mailed links open; only their buttons change anything. */
  newsletterConfirm: {
    metaTitle: "Confirm your newsletter subscription",
    metaDescription: "Confirm that you want to receive the academy's newsletter.",
    heading: "Confirm your subscription",
    lead: "Press the button to start receiving our newsletter at the address that was given on our website.",
    button: "Confirm subscription",
    busy: "Confirming...",
    failed: "We could not confirm your subscription. Please try again.",
    home: "Back to the home page",
  },
  newsletterUnsubscribe: {
    metaTitle: "Unsubscribe from the newsletter",
    metaDescription: "Stop receiving the academy's newsletter.",
    heading: "Unsubscribe",
    lead: "Press the button and we will stop sending our newsletter to this address.",
    button: "Unsubscribe",
    busy: "Unsubscribing...",
    failed: "We could not unsubscribe you. Please try again.",
    home: "Back to the home page",
  },
} as const;

export type SiteText = typeof en;
