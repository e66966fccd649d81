// Demo gallery: every gallery category has pictures, so the category filter has something to show for each.
import type { DemoGalleryImage } from "./types";

export const DEMO_GALLERY_IMAGES: DemoGalleryImage[] = [
  {
    image: { motif: "vastu-grid" },
    orientation: "landscape",
    input: {
      title: "Drawing the mandala",
      description: "Vastu Adhaar students laying the 81-pada grid over their own floor plans.",
      category: "courses",
      display_order: 1,
    },
  },
  {
    image: { motif: "lo-shu", mood: "dark" },
    orientation: "landscape",
    input: {
      title: "Numerology workshop",
      description: "Working through Lo Shu grids in the Practical Numerology course.",
      category: "courses",
      display_order: 2,
    },
  },
  {
    image: { motif: "aroma" },
    orientation: "portrait",
    input: {
      title: "The blending table",
      description: "First blends of the Aroma Science foundation course.",
      category: "courses",
      display_order: 3,
    },
  },
  {
    image: { motif: "ghats", mood: "dark" },
    orientation: "landscape",
    input: {
      title: "Dev Deepawali on the ghats",
      description: "Students and faculty at the lamp-lit ghats of Varanasi on Dev Deepawali.",
      category: "events",
      display_order: 4,
    },
  },
  {
    image: { motif: "mandala", mood: "dark" },
    orientation: "landscape",
    input: {
      title: "Annual alumni meet",
      description: "Graduates from across India returned to Varanasi to share a year of cases.",
      category: "events",
      display_order: 5,
    },
  },
  {
    image: { motif: "lotus" },
    orientation: "portrait",
    input: {
      title: "Convocation morning",
      description: "Certificates for the spring batches of Vastu Adhaar and Vastu Praveen.",
      category: "events",
      display_order: 6,
    },
  },
  {
    image: { motif: "floor-plan" },
    orientation: "landscape",
    input: {
      title: "Residence plan review, Sarnath",
      description: "Zoning a new family home before construction began.",
      category: "projects",
      display_order: 7,
    },
  },
  {
    image: { motif: "floor-plan" },
    orientation: "landscape",
    input: {
      title: "Office layout, Lucknow",
      description: "Rearranging a consultancy office without structural work.",
      category: "projects",
      display_order: 8,
    },
  },
  {
    image: { motif: "ghats" },
    orientation: "landscape",
    input: {
      title: "The riverside terrace",
      description: "Our study terrace looks out over the Ganga; morning classes often begin here.",
      category: "campus",
      display_order: 9,
    },
  },
  {
    image: { motif: "yantra" },
    orientation: "portrait",
    input: {
      title: "The library",
      description: "Classical texts, manuscripts in facsimile and two decades of case files.",
      category: "campus",
      display_order: 10,
    },
  },
  {
    image: { motif: "earth-grid" },
    orientation: "landscape",
    input: {
      title: "Earth-energy survey",
      description: "Mapping the Hartmann grid and a water vein on a plot outside Varanasi.",
      category: "other",
      display_order: 11,
    },
  },
  {
    image: { motif: "pyramid" },
    orientation: "landscape",
    input: {
      title: "Remedies in the making",
      description: "Copper pyramids and yantras from the Varanasi workshops we work with.",
      category: "other",
      display_order: 12,
    },
  },
];
