// Demo courses: the academy's catalogue as a new installation shows it. Written to read like the real thing,
// so the site can be judged (and demonstrated) on content of realistic length and shape.
import { YEARS_OF_EXPERIENCE } from "#contract/constants";
import { BLOG_DEFAULT_AUTHOR } from "#contract/schemas/blog";
import type { DemoCategory, DemoCourse } from "./types";

export const DEMO_COURSE_CATEGORIES: DemoCategory[] = [
  { name: "Vastu", slug: "vastu", display_order: 1 },
  { name: "Numerology", slug: "numerology", display_order: 2 },
  { name: "Geobiology", slug: "geobiology", display_order: 3 },
  { name: "Aroma Science", slug: "aroma-science", display_order: 4 },
];

/** The facilitator teaches every course; the same name is the blog's default author. */
const INSTRUCTOR_NAME = BLOG_DEFAULT_AUTHOR;
const INSTRUCTOR_BIO = `${INSTRUCTOR_NAME} founded the academy in Varanasi and has taught Vastu Shastra, numerology and geobiology for ${YEARS_OF_EXPERIENCE} years. Trained first in the classical texts and later in the measurement of earth energies, ${INSTRUCTOR_NAME} has advised families, architects and businesses on hundreds of properties across India, and teaches every batch personally, in Hindi and English.`;

const instructor = { instructor_name: INSTRUCTOR_NAME, instructor_bio: INSTRUCTOR_BIO };

const topics = (...names: string[]) => names.map((topic_name) => ({ topic_name }));

export const DEMO_COURSES: DemoCourse[] = [
  {
    category: "vastu",
    image: { motif: "vastu-grid" },
    poster: { motif: "vastu-grid", mood: "dark" },
    input: {
      title: "Vastu Adhaar",
      course_slug: "vastu-adhaar",
      subtitle: "The foundation course in Vastu Shastra",
      description:
        "Our six-day foundation course in Vastu Shastra: the five elements, the eight directions and the Vastu Purusha Mandala, taught with real floor plans so that you can assess a home room by room and suggest corrections that need no demolition.",
      overview: `<p><strong>Vastu Adhaar</strong> (literally, "the foundation of Vastu") is where most of our students begin. Over six days in our Varanasi classroom you learn how the classical science of space sees a building: as a balance of the five elements, laid out on the Vastu Purusha Mandala and oriented to the eight directions.</p>
<p>The course is practical from the first day. You bring the floor plan of your own home, and by the end of the week you will have oriented it with a compass, drawn the 81-pada grid over it, found its centre, and written a short report on what supports the people who live there and what does not.</p>
<h3>Who it is for</h3>
<ul>
<li>Home owners and families planning to build, buy or renovate</li>
<li>Architects, interior designers and civil engineers who want a sound grounding in Vastu</li>
<li>Anyone who wants to go on to professional practice through Vastu Praveen</li>
</ul>
<p>No previous knowledge is needed. Classes are taught in Hindi and English, with printed notes in both languages.</p>`,
      level: "Level 1",
      course_type: "Basic Course",
      price: "₹15,000",
      duration: "6 days (36 hours)",
      mode: "In-Person",
      language: "Hindi & English",
      ...instructor,
      is_active: true,
      is_featured: true,
      display_order: 1,
      highlights: [
        "36 hours of classroom teaching in Varanasi over six days",
        "Work on the floor plan of your own home throughout the course",
        "A supervised site visit to a house in Varanasi",
        "Printed course notes in Hindi and English",
        "Certificate of completion from the academy",
        "Small batches of at most 25 students",
      ],
      requirements: [
        "No prior knowledge of Vastu or architecture",
        "A magnetic compass (a phone compass app will do), a notebook and a scale",
        "A floor plan of your home or office, drawn roughly to scale",
      ],
      outcomes: [
        "Explain the principles of Vastu Shastra and the five elements in plain language",
        "Orient any floor plan correctly and lay the 81-pada Vastu Purusha Mandala over it",
        "Assess a home room by room and identify its main imbalances",
        "Recommend practical corrections through layout, colour, light and use, without demolition",
        "Write a short, clear Vastu report for a family",
      ],
      modules: [
        {
          module_name: "Foundations of Vastu Shastra",
          topics: topics(
            "What Vastu is, and what it is not",
            "The classical sources: Mayamatam, Manasara and Samarangana Sutradhara",
            "The five elements (Pancha Mahabhuta) in a building",
            "Vastu and modern architecture: where they agree and where they differ",
          ),
        },
        {
          module_name: "Directions and the Vastu Purusha Mandala",
          topics: topics(
            "The eight directions and their qualities",
            "The 64-pada and 81-pada grids",
            "The Brahmasthan: keeping the centre open",
            "Marma points and why they stay unobstructed",
          ),
        },
        {
          module_name: "Orientation and Measurement",
          topics: topics(
            "Using a magnetic compass correctly, indoors and out",
            "Magnetic north, true north and declination",
            "Drawing the grid on a real floor plan",
            "Finding the centre of an irregular plot or building",
          ),
        },
        {
          module_name: "Zoning the Home",
          topics: topics(
            "The main entrance: the 32 entrance padas",
            "Kitchen, bedrooms and the puja room",
            "Toilets, staircases, water tanks and septic tanks",
            "Colours and materials zone by zone",
          ),
        },
        {
          module_name: "Plots and Surroundings",
          topics: topics(
            "Plot shapes, extensions and cuts",
            "Slopes, levels and approaching roads (vithi shoola)",
            "Neighbouring buildings, trees and water bodies",
          ),
        },
        {
          module_name: "Corrections Without Demolition",
          topics: topics(
            "Structural and non-structural remedies",
            "Rearranging use, colour and light as the first remedy",
            "When a remedy product helps, and when it does not",
            "Writing a simple Vastu report",
          ),
        },
      ],
    },
  },
  {
    category: "vastu",
    image: { motif: "mandala" },
    poster: { motif: "mandala", mood: "dark" },
    input: {
      title: "Online Course: Vastu Shastra Certificate",
      course_slug: "vastu-online-course",
      subtitle: "Live online classes with recordings, from anywhere",
      description:
        "The complete foundation syllabus of Vastu Shastra taught live online over eight weeks, with recordings of every class, weekly assignments on your own floor plan and a final case study reviewed by the facilitator.",
      overview: `<p>Not everyone can come to Varanasi for a week. The <strong>Online Course</strong> covers the same foundation syllabus as Vastu Adhaar in sixteen live evening sessions, two a week for eight weeks, so that you can study alongside work and family.</p>
<p>Every session is recorded and available the same night. Between classes you apply what you have learned to your own floor plan, and each assignment is returned with written comments. The course ends with a case study of a real home, which you present in the final live session.</p>
<p>You need a computer or tablet with a stable internet connection, a compass and a printed floor plan. Students who later attend a Varanasi batch in person receive a discount on Vastu Praveen.</p>`,
      level: "Level 1",
      course_type: "Certificate Course",
      price: "₹9,500",
      duration: "8 weeks (16 live sessions)",
      mode: "Online",
      language: "Hindi & English",
      ...instructor,
      is_active: true,
      is_featured: true,
      display_order: 2,
      highlights: [
        "16 live sessions of 90 minutes, on weekday evenings (IST)",
        "Recordings of every session, available for one year",
        "Weekly assignments with written feedback",
        "A final case study reviewed by the facilitator",
        "Certificate of completion",
      ],
      requirements: [
        "A computer or tablet with a stable internet connection",
        "A magnetic compass and a printed floor plan of your home",
        "About three hours a week for classes and assignments",
      ],
      outcomes: [
        "Understand the elements, directions and the Vastu Purusha Mandala",
        "Orient and zone a floor plan on your own",
        "Identify the main Vastu imbalances of a home and propose corrections",
        "Present a complete case study with confidence",
      ],
      modules: [
        {
          module_name: "Getting Started",
          topics: topics(
            "How the live sessions, recordings and assignments work",
            "Preparing your floor plan and compass",
            "A first look at your own home",
          ),
        },
        {
          module_name: "Principles of Vastu",
          topics: topics(
            "The five elements and the eight directions",
            "The Vastu Purusha Mandala and its padas",
            "The centre, the corners and the axes of a building",
          ),
        },
        {
          module_name: "Room by Room",
          topics: topics(
            "Entrance, living room and kitchen",
            "Bedrooms, study and children's rooms",
            "Bathrooms, stores and staircases",
          ),
        },
        {
          module_name: "Apartments and Offices",
          topics: topics(
            "Applying Vastu to a flat in a larger building",
            "Small offices, shops and clinics",
            "Working with what cannot be changed",
          ),
        },
        {
          module_name: "Case Study",
          topics: topics(
            "Assessing a real home from plans and photographs",
            "Prioritising corrections",
            "Presenting your findings to a family",
          ),
        },
      ],
    },
  },
  {
    category: "vastu",
    image: { motif: "yantra" },
    poster: { motif: "yantra", mood: "dark" },
    input: {
      title: "Vastu Praveen",
      course_slug: "vastu-praveen",
      subtitle: "Advanced Vastu practice for consultants",
      description:
        "A three-month advanced course for graduates of the foundation course who want to practise professionally: the 45 devatas of the mandala, commercial and industrial Vastu, apartments and high-rises, and four supervised site assessments.",
      overview: `<p><strong>Vastu Praveen</strong> turns a sound understanding of Vastu into professional practice. Classes run on weekends for three months, in Varanasi and live online, and they are built around real cases: each student takes part in four supervised site assessments and writes a full report for each.</p>
<p>We go deeper into the Vastu Purusha Mandala, studying the 45 devatas and their padas, and apply the principles to buildings that the foundation course only touches on: shops, offices, factories, hospitals, schools and apartment towers.</p>
<p>Equal weight is given to the consultation itself: how to listen to a client, how to explain findings without fear, how to prioritise corrections within a budget, and how to follow up. Graduates may apply to join the academy's network of consultants.</p>`,
      level: "Level 2",
      course_type: "Advanced Course",
      price: "₹35,000",
      duration: "3 months (weekends)",
      mode: "Hybrid",
      language: "Hindi & English",
      ...instructor,
      is_active: true,
      is_featured: true,
      display_order: 3,
      highlights: [
        "Weekend classes in Varanasi, with every session also streamed live",
        "Four supervised site assessments with written reports",
        "Commercial, industrial and high-rise Vastu",
        "Consultation skills, ethics and report writing",
        "Eligibility to join the academy's consultant network",
      ],
      requirements: [
        "Completion of Vastu Adhaar or the Online Course, or equivalent training",
        "Availability for four site visits during the course",
        "A laptop for drawing and report writing",
      ],
      outcomes: [
        "Work with the 45 devatas of the Vastu Purusha Mandala",
        "Assess commercial, industrial and multi-storey buildings",
        "Run a complete consultation, from first visit to follow-up",
        "Write professional Vastu reports that clients can act on",
      ],
      modules: [
        {
          module_name: "The Mandala in Depth",
          topics: topics(
            "The 45 devatas and their padas",
            "Reading the outer and inner rings",
            "Marmas, veedhis and the flow of the plan",
          ),
        },
        {
          module_name: "Commercial and Industrial Vastu",
          topics: topics(
            "Shops and showrooms",
            "Offices and the placement of the owner's cabin",
            "Factories: raw materials, machinery, finished goods and dispatch",
          ),
        },
        {
          module_name: "Apartments and High-Rises",
          topics: topics(
            "The building, the floor and the flat",
            "Lifts, shafts and the centre of a tower",
            "Gated communities and layouts",
          ),
        },
        {
          module_name: "Institutions",
          topics: topics(
            "Schools and coaching centres",
            "Hospitals and clinics",
            "Temples and community halls",
          ),
        },
        {
          module_name: "Consultation Practice",
          topics: topics(
            "The first conversation: listening before measuring",
            "Prioritising corrections within a budget",
            "Ethics: no fear, no unnecessary products",
            "Writing and presenting the report",
          ),
        },
        {
          module_name: "Supervised Site Assessments",
          topics: topics(
            "A residence",
            "An apartment in a high-rise",
            "A shop or office",
            "An industrial unit",
          ),
        },
      ],
    },
  },
  {
    category: "numerology",
    image: { motif: "lo-shu" },
    poster: { motif: "lo-shu", mood: "dark" },
    input: {
      title: "Ank Vidya: Practical Numerology",
      course_slug: "practical-numerology",
      subtitle: "Numbers, names and dates in everyday life",
      description:
        "A five-weekend course in numerology as it is practised in India: the nature of the numbers 1 to 9, Mulank and Bhagyank, name numbers in the Chaldean and Pythagorean systems, the Lo Shu grid, and numbers for homes, businesses and phones.",
      overview: `<p>Numerology looks at the numbers in a life (the date of birth, the letters of a name, the number on a door) and reads them as a map of tendencies. <strong>Ank Vidya</strong> teaches the method step by step, with plenty of worked charts, so that by the last weekend you can prepare a full reading on your own.</p>
<p>We begin with the nature of each number and its planetary association, then calculate the two core numbers, the <em>Mulank</em> (root number) and <em>Bhagyank</em> (destiny number). From there we move to name numbers, the Lo Shu grid and its missing numbers, personal years and months, and the practical questions clients actually bring: the spelling of a name, the choice of a business name, a house number or a mobile number.</p>
<p>The course is taught in person in Varanasi, and every class is also streamed live for students elsewhere.</p>`,
      level: "Level 1",
      course_type: "Basic Course",
      price: "₹12,000",
      duration: "5 weekends (30 hours)",
      mode: "Hybrid",
      language: "Hindi & English",
      ...instructor,
      is_active: true,
      is_featured: true,
      display_order: 4,
      highlights: [
        "Thirty hours of classes over five weekends",
        "Both the Chaldean and Pythagorean name systems",
        "The Lo Shu grid, with missing and repeated numbers",
        "A workbook with fifty worked charts",
        "Certificate of completion",
      ],
      requirements: [
        "Comfort with simple arithmetic",
        "A notebook and a calculator",
        "Dates of birth and names (with permission) of three people to practise on",
      ],
      outcomes: [
        "Calculate and interpret the Mulank, Bhagyank and name number",
        "Draw and read the Lo Shu grid of any date of birth",
        "Advise on the spelling of a name and the choice of a business name",
        "Assess house, vehicle and mobile numbers",
        "Prepare a complete written numerology reading",
      ],
      modules: [
        {
          module_name: "The Nature of Numbers",
          topics: topics(
            "The numbers 1 to 9 and their qualities",
            "Numbers and the planets",
            "Friendly, neutral and opposing numbers",
          ),
        },
        {
          module_name: "The Core Numbers",
          topics: topics(
            "Mulank: the root number from the day of birth",
            "Bhagyank: the destiny number from the full date",
            "Reading the two together",
          ),
        },
        {
          module_name: "Names and Letters",
          topics: topics(
            "The Chaldean system",
            "The Pythagorean system",
            "Name corrections: when and how to suggest them",
          ),
        },
        {
          module_name: "The Lo Shu Grid",
          topics: topics(
            "Drawing the grid from a date of birth",
            "Planes of thought, will and action",
            "Missing and repeated numbers",
          ),
        },
        {
          module_name: "Numbers in Daily Life",
          topics: topics(
            "Personal years, months and days",
            "House and flat numbers",
            "Business names, vehicle and mobile numbers",
          ),
        },
        {
          module_name: "The Reading",
          topics: topics(
            "Structuring a written reading",
            "Talking to clients responsibly",
            "Practice readings with feedback",
          ),
        },
      ],
    },
  },
  {
    category: "geobiology",
    image: { motif: "earth-grid" },
    poster: { motif: "earth-grid", mood: "dark" },
    input: {
      title: "Geobiology and Earth Energies",
      course_slug: "geobiology-earth-energies",
      subtitle: "Healthy places to sleep, work and live",
      description:
        "A four-day course on geobiology, the study of how a place affects the people in it: the Hartmann and Curry grids, underground water and geological faults, dowsing with rods and pendulum, and the measurement of electromagnetic fields at home.",
      overview: `<p>Geobiology asks a simple question: is this a good place to spend a third of your life asleep? It combines the traditional craft of dowsing with the measurement of things a meter can show, such as electric and magnetic fields from wiring and appliances, radio-frequency exposure and damp.</p>
<p>Over four days you learn the main models of earth energies (the Hartmann and Curry grids, underground water veins and geological faults) and practise locating them with L-rods and a pendulum, while learning to check your results and to recognise the limits of the method. The second half of the course is devoted to the measurable: how to use field meters, what the readings mean, and which simple changes to a bedroom make the greatest difference.</p>
<p>Geobiology complements Vastu: it works at the scale of the bed and the desk where Vastu works at the scale of the plan. The course is open to graduates of any of our Level 1 courses.</p>`,
      level: "Level 2",
      course_type: "Professional Course",
      price: "₹18,000",
      duration: "4 days (28 hours)",
      mode: "In-Person",
      language: "Hindi & English",
      ...instructor,
      is_active: true,
      is_featured: false,
      display_order: 5,
      highlights: [
        "Hands-on dowsing practice indoors and outdoors",
        "Use of professional field meters, supplied for the course",
        "A complete bedroom assessment as your final exercise",
        "Course manual with assessment forms",
      ],
      requirements: [
        "Completion of any Level 1 course at the academy",
        "Comfortable clothes and shoes for outdoor exercises",
      ],
      outcomes: [
        "Explain the Hartmann and Curry grids, water veins and faults",
        "Dowse with L-rods and a pendulum, and check your own results",
        "Measure electric, magnetic and radio-frequency fields at home",
        "Recommend the best position for a bed or a desk",
      ],
      modules: [
        {
          module_name: "What Geobiology Studies",
          topics: topics(
            "A short history of geobiology in Europe and India",
            "Geobiology and Vastu: two scales of one question",
            "What can be measured and what cannot",
          ),
        },
        {
          module_name: "Earth Energy Grids",
          topics: topics("The Hartmann grid", "The Curry grid", "Crossing points and their reputation"),
        },
        {
          module_name: "Water Veins and Faults",
          topics: topics(
            "Underground water and its signs on the surface",
            "Geological faults",
            "Mapping a plot",
          ),
        },
        {
          module_name: "Dowsing",
          topics: topics(
            "L-rods and the pendulum",
            "Calibration, bias and blind checks",
            "Dowsing a room step by step",
          ),
        },
        {
          module_name: "Fields at Home",
          topics: topics(
            "Electric and magnetic fields from wiring and appliances",
            "Radio-frequency sources: Wi-Fi, phones and towers",
            "Simple, inexpensive reductions",
          ),
        },
        {
          module_name: "The Healthy Bedroom",
          topics: topics(
            "Choosing the position of the bed",
            "Materials, damp and ventilation",
            "Writing the assessment",
          ),
        },
      ],
    },
  },
  {
    category: "aroma-science",
    image: { motif: "aroma" },
    poster: { motif: "aroma", mood: "dark" },
    input: {
      title: "Aroma Science: Essential Oils Foundation",
      course_slug: "aroma-science-foundation",
      subtitle: "The chemistry, safety and craft of essential oils",
      description:
        "A three-day foundation in the science of essential oils: how they are made, what they contain, how to judge quality and avoid adulterated oils, how to use them safely, and how to blend for the home, with India's own aromatic heritage throughout.",
      overview: `<p>An essential oil is a concentrated mixture of volatile plant compounds, and it deserves to be handled with knowledge. <strong>Aroma Science</strong> starts with what is in the bottle: how steam distillation and cold pressing work, which families of molecules give an oil its character, and how to read a label and a GC-MS report.</p>
<p>Safety comes next, and we take it seriously: dilution, skin sensitivity, citrus oils and sunlight, and the extra care needed around children, pregnancy and pets. Only then do we blend: top, middle and base notes, ratios, and blends for diffusion and room sprays in each part of the home.</p>
<p>Throughout the course we work with India's own aromatic tradition: sandalwood, vetiver (<em>khus</em>), rose, jasmine, lemongrass and the attars of Kannauj. This course is the recommended preparation for the Aroma Vastu course.</p>`,
      level: "Level 1",
      course_type: "Basic Course",
      price: "₹11,000",
      duration: "3 days (21 hours)",
      mode: "In-Person",
      language: "Hindi & English",
      ...instructor,
      is_active: true,
      is_featured: true,
      display_order: 6,
      highlights: [
        "A starter kit of twelve single oils, yours to keep",
        "Practical blending sessions every day",
        "Safety guidance you can rely on at home",
        "Certificate of completion",
      ],
      requirements: [
        "No prior knowledge needed",
        "Please tell us in advance about any allergies or skin conditions",
      ],
      outcomes: [
        "Explain how essential oils are produced and what they contain",
        "Judge the quality of an oil and recognise common adulterations",
        "Use and store oils safely, with correct dilutions",
        "Create balanced blends for diffusion and room sprays",
      ],
      modules: [
        {
          module_name: "What Is an Essential Oil?",
          topics: topics(
            "Steam distillation, cold pressing and extraction",
            "Families of aromatic compounds",
            "Essential oils, attars and absolutes",
          ),
        },
        {
          module_name: "Quality",
          topics: topics(
            "Reading a label: botanical names, origin and batch",
            "GC-MS reports in plain language",
            "Common adulterations and how to spot them",
          ),
        },
        {
          module_name: "Safety",
          topics: topics(
            "Dilution tables for adults and children",
            "Skin sensitivity and patch testing",
            "Citrus oils and sunlight",
            "Pregnancy, infants and pets",
          ),
        },
        {
          module_name: "Blending",
          topics: topics(
            "Top, middle and base notes",
            "Ratios and proportions",
            "Blends for diffusion and room sprays",
          ),
        },
        {
          module_name: "India's Aromatic Heritage",
          topics: topics(
            "Sandalwood, vetiver and rose",
            "Jasmine, lemongrass and tulsi",
            "The attars of Kannauj",
          ),
        },
      ],
    },
  },
  {
    category: "vastu",
    image: { motif: "lotus" },
    poster: { motif: "lotus", mood: "dark" },
    input: {
      title: "Vastu Acharya: Residential Intensive",
      course_slug: "vastu-acharya-residential",
      subtitle: "Ten days of master-level study in Varanasi",
      description:
        "A ten-day residential intensive for experienced consultants: classical texts in the original, temple architecture, town planning, difficult cases and teaching practice. Admission is by application; dates of the next batch will be announced.",
      overview: `<p><strong>Vastu Acharya</strong> is our master-level programme, held as a ten-day residential intensive in Varanasi. Participants live and study together, read the classical texts with the facilitator in the original Sanskrit with translation, and visit temples and old houses in the city to study how the principles were applied by traditional builders.</p>
<p>Afternoons are given to difficult cases brought by the participants themselves, and the final days to teaching practice, for those who wish to teach Vastu in their own cities. Admission is by application after Vastu Praveen and at least two years of practice.</p>
<p>The next batch is being scheduled. Send us an enquiry to be told the dates first.</p>`,
      level: "Level 3",
      course_type: "Master Course",
      price: "₹65,000",
      duration: "10 days, residential",
      mode: "Residential",
      language: "Hindi & English",
      ...instructor,
      is_active: false,
      is_featured: false,
      display_order: 7,
      highlights: [
        "Ten days in Varanasi with accommodation and meals included",
        "Reading of classical texts with translation",
        "Study visits to temples and traditional houses",
        "Case clinic and teaching practice",
      ],
      requirements: [
        "Completion of Vastu Praveen",
        "At least two years of professional practice",
        "A written application with two case reports",
      ],
      outcomes: [
        "Read and interpret the classical Vastu texts",
        "Understand temple architecture and traditional town planning",
        "Resolve complex cases with confidence",
        "Teach Vastu to beginners",
      ],
      modules: [
        {
          module_name: "Classical Texts",
          topics: topics("Mayamatam", "Manasara", "Samarangana Sutradhara"),
        },
        {
          module_name: "Temple Architecture",
          topics: topics("The temple as a mandala", "Nagara and Dravida styles", "Study visits in Varanasi"),
        },
        {
          module_name: "Town Planning",
          topics: topics("Traditional settlement patterns", "Roads, water and the orientation of a town"),
        },
        {
          module_name: "Case Clinic",
          topics: topics("Participants' difficult cases", "Peer review of reports"),
        },
        {
          module_name: "Teaching Practice",
          topics: topics("Designing a lesson", "Teaching a class under observation"),
        },
      ],
    },
  },
];
