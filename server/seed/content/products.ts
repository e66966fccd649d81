// Demo remedy products for the product guide. Descriptions stay with what the academy teaches: remedies are
// traditional aids that support a good layout, never a promise of health or fortune.
import type { DemoProduct } from "./types";

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    image: { motif: "pyramid-grid" },
    modalImage: { motif: "pyramid-grid", mood: "dark" },
    input: {
      name: "Vastu Pyramid Grid Plate",
      category: "Pyramids",
      short_desc: "A copper plate of nine pyramids, used to balance a zone without structural change.",
      full_desc:
        "The pyramid grid plate is one of the most widely used non-structural remedies in Vastu practice. Nine pyramids are arranged in a three by three grid on a solid copper base, echoing the nine padas of the Brahmasthan. It is traditionally placed under the floor, beneath a bed or at the centre of a zone where a cut or an unsuitable use cannot be changed. Each plate comes with a placement guide prepared by the academy, and we recommend it only after an assessment of the whole plan.",
      features: [
        "Solid copper base, 1.5 mm thick",
        "Nine pyramids in a 3 × 3 grid",
        "Size 9 × 9 inches",
        "Can be placed under flooring, a bed or a mattress",
        "Placement guide included",
      ],
    },
  },
  {
    image: { motif: "yantra" },
    modalImage: { motif: "yantra", mood: "dark" },
    input: {
      name: "Vastu Yantra, Copper",
      category: "Yantras",
      short_desc: "An engraved copper yantra of the Vastu Purusha for the puja room or the north-east.",
      full_desc:
        "This yantra carries the geometry of the Vastu Purusha Mandala, precisely engraved on a heavy copper sheet by craftsmen in Varanasi. It is traditionally installed in the puja room or on the north-east wall of a home or office, facing east, at the time of a griha pravesh or after renovation. The yantra is supplied with a wooden stand and a short note on its placement and care.",
      features: [
        "Deep-engraved copper, 6 × 6 inches",
        "Made by hand in Varanasi",
        "Wooden stand included",
        "Placement and care note in Hindi and English",
      ],
    },
  },
  {
    image: { motif: "crystal" },
    modalImage: { motif: "crystal", mood: "dark" },
    input: {
      name: "Clear Quartz Cluster",
      category: "Crystals",
      short_desc: "A natural cluster of clear quartz points for the north-east or a study table.",
      full_desc:
        "Clear quartz, known in India as sphatik, has been valued for centuries for its clarity. Each cluster is a natural formation, so no two are alike in shape or size. It is traditionally kept in the north-east zone, in the puja room or on a study table, and is a pleasing reminder to keep those places clean and uncluttered. Rinse it in clean water and dry it in the morning sun from time to time.",
      features: [
        "Natural, untreated clear quartz",
        "Approximately 250 to 350 g",
        "Each piece unique",
        "Supplied in a cotton pouch with care instructions",
      ],
    },
  },
  {
    image: { motif: "crystal" },
    modalImage: { motif: "mandala" },
    input: {
      name: "Citrine Point",
      category: "Crystals",
      short_desc: "A polished natural citrine point, traditionally kept in the north or the south-east.",
      full_desc:
        "Citrine's warm golden colour associates it with the sun and with prosperity in many traditions. This is a natural citrine point, cut and polished to stand upright, not heat-treated amethyst sold under the citrine name. It is traditionally placed in the north of a home or office, or at the cash counter of a shop. A certificate of authenticity accompanies every piece.",
      features: [
        "Natural citrine, not heat-treated amethyst",
        "Height 6 to 8 cm",
        "Polished to stand upright",
        "Certificate of authenticity",
      ],
    },
  },
  {
    image: { motif: "aroma" },
    modalImage: { motif: "lotus" },
    input: {
      name: "North-East Clarity Blend",
      category: "Essential Oil Blends",
      short_desc: "A light, fresh blend of lemongrass, tulsi and peppermint for the north-east zone.",
      full_desc:
        "Blended at the academy for the north-east, the zone of water and clarity, this blend pairs Indian lemongrass and tulsi with a little peppermint and frankincense. Its scent is fresh and light, well suited to a study, a puja room or a home office. Diffuse three to five drops for thirty to forty-five minutes. Not for use near children under six. Keep away from eyes and do not apply to skin undiluted.",
      features: [
        "Lemongrass, tulsi, peppermint and frankincense",
        "100% essential oils, no fragrance oils or fillers",
        "10 ml amber glass bottle with dropper",
        "Batch number and GC-MS report on request",
      ],
    },
  },
  {
    image: { motif: "aroma", mood: "dark" },
    modalImage: { motif: "earth-grid" },
    input: {
      name: "South-West Grounding Blend",
      category: "Essential Oil Blends",
      short_desc: "A deep, warm blend of sandalwood, vetiver and cedarwood for the south-west zone.",
      full_desc:
        "The south-west is the zone of earth and stability, and this blend answers it with deep base notes: East Indian sandalwood, vetiver (khus) from Uttar Pradesh and Atlas cedarwood, lifted with a touch of sweet orange. It suits a master bedroom or a living room in the evening. Diffuse three to five drops, or add ten drops to 100 ml of water for a room spray. Keep out of reach of children and pets.",
      features: [
        "Sandalwood, vetiver, cedarwood and sweet orange",
        "100% essential oils, no fragrance oils or fillers",
        "10 ml amber glass bottle with dropper",
        "Blended in small batches in Varanasi",
      ],
    },
  },
];
