// Demo testimonials. No avatars: the site draws its own fallback, which is also what most real entries will use.
import type { DemoTestimonial } from "./types";

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    name: "Priya Srivastava",
    position: "Interior Designer",
    company: "Studio Aangan, Lucknow",
    testimonial_text:
      "Vastu Adhaar changed the way I plan interiors. I used to treat Vastu as a list of rules clients asked me to follow; now I understand the reasons, and I can find solutions that respect both the design and the principles.",
    rating: 5,
    is_featured: true,
    is_active: true,
    display_order: 1,
  },
  {
    name: "Rakesh Agarwal",
    position: "Civil Engineer",
    company: "Agarwal Constructions, Varanasi",
    testimonial_text:
      "As an engineer I was sceptical, and I was given room to be. Every principle was explained, measured on real plans and checked on site. I now review every project we build with what I learned here.",
    rating: 5,
    is_featured: true,
    is_active: true,
    display_order: 2,
  },
  {
    name: "Meenakshi Iyer",
    position: "Architect",
    company: "Chennai",
    testimonial_text:
      "I took the Online Course from Chennai and never felt far away. The recordings, the weekly feedback on my own floor plan and the final case study made it as practical as a classroom.",
    rating: 5,
    is_featured: true,
    is_active: true,
    display_order: 3,
  },
  {
    name: "Sandeep Tiwari",
    position: "Managing Director",
    company: "Tiwari Textiles, Bhadohi",
    testimonial_text:
      "We asked the academy to look at our factory before an expansion. The advice was clear and affordable, and not one recommendation involved buying something we did not need.",
    rating: 4,
    is_featured: true,
    is_active: true,
    display_order: 4,
  },
  {
    name: "Anjali Verma",
    position: "Homemaker",
    company: "Varanasi",
    testimonial_text:
      "I joined the numerology course out of curiosity and found a patient teacher and a wonderful group of classmates. The Lo Shu grid sessions were my favourite.",
    rating: 5,
    is_featured: false,
    is_active: true,
    display_order: 5,
  },
  {
    name: "Dr. Kavita Rao",
    position: "Paediatrician",
    company: "Prayagraj",
    testimonial_text:
      "The Aroma Science course was refreshingly careful about safety, dilutions and children. It is the only essential-oil training I would recommend to my patients' parents.",
    rating: 4,
    is_featured: false,
    is_active: true,
    display_order: 6,
  },
];
