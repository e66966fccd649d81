// Demo blog posts: one or more in each blog category, one left as a draft so the back office shows both states.
import { BLOG_DEFAULT_AUTHOR } from "#contract/schemas/blog";
import type { DemoBlogPost } from "./types";

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    image: { motif: "vastu-grid" },
    input: {
      title: "The Brahmasthan: Why the Centre of Your Home Should Breathe",
      slug: "brahmasthan-centre-of-your-home",
      excerpt:
        "Every Vastu consultation begins at the centre. Here is what the Brahmasthan is, why the classical texts ask us to keep it open, and what to do when your home's centre is a wall or a staircase.",
      author: BLOG_DEFAULT_AUTHOR,
      published_date: "2025-03-12",
      category: "Vastu",
      read_time: "6 min read",
      status: "published",
      is_featured: true,
      content: `<p>When students lay the Vastu Purusha Mandala over a floor plan for the first time, their eyes usually go to the corners: the north-east for prayer, the south-east for fire, the south-west for the master bedroom. The classical texts, however, begin somewhere else. They begin at the centre.</p>
<h2>What the Brahmasthan is</h2>
<p>In the 81-pada grid, the central nine squares belong to Brahma, the creator. This is the <strong>Brahmasthan</strong>, the place of Brahma, and it is the one part of the mandala that is meant to remain free. In the traditional Indian house it was literally open: the courtyard, or <em>aangan</em>, around which every room was arranged, through which light and air reached the whole house and where the family met.</p>
<p>The principle behind it is simple. A building, like a body, needs a place where its energies can circulate and balance. The corners each carry a particular quality; the centre holds them together. When the centre is heavy, blocked or dark, the house loses its coherence, and families often describe exactly that: a home that feels divided, where people keep to their own rooms.</p>
<h2>What to avoid at the centre</h2>
<ul>
<li>Load-bearing columns and heavy beams</li>
<li>Staircases, lift shafts and toilets</li>
<li>Heavy furniture, storage and clutter</li>
<li>A permanently closed, unlit room</li>
</ul>
<h2>When the centre cannot be changed</h2>
<p>Few modern flats have a courtyard, and nobody should demolish a staircase because of a grid. Start with what you can change. Clear the central area of storage and heavy furniture. Light it well, ideally with daylight from a skylight or a glazed door, and with a warm lamp in the evening. Keep the floor clean and uncluttered, and use the space for something the whole family shares.</p>
<p>If a toilet sits at the centre, keep it spotless, keep the door closed and improve its ventilation; these are the corrections that make a real difference. We discuss further options case by case in our <a href="/courses">Vastu Adhaar course</a>, because the right answer always depends on the rest of the plan.</p>
<p>A home with a breathing centre feels larger than it is. It is one of the least expensive corrections in Vastu, and very often the one families notice first.</p>`,
    },
  },
  {
    image: { motif: "floor-plan" },
    input: {
      title: "Choosing a Plot: Slopes, Shapes and the North-East",
      slug: "choosing-a-plot-slopes-shapes-north-east",
      excerpt:
        "Before the architect draws a single line, the plot has already decided a great deal. Five things to check on site before you buy land, from the shape of the plot to the roads that meet it.",
      author: BLOG_DEFAULT_AUTHOR,
      published_date: "2025-05-08",
      category: "Vastu",
      read_time: "7 min read",
      status: "published",
      is_featured: false,
      content: `<p>Most Vastu problems we see in consultations were decided long before construction began, on the day the plot was bought. A room can be rearranged; the land under it cannot. If you are about to buy a plot, these are the five things we ask our students to check on site, with a compass in hand.</p>
<h2>1. Shape</h2>
<p>Square and rectangular plots are the easiest to plan on, with a length no more than about twice the width. Irregular plots are not forbidden, but every cut and extension changes the mandala. An extension towards the north-east is generally welcome; a cut at the north-east, or an extension at the south-west, is one of the patterns we most often have to correct later.</p>
<h2>2. Slope</h2>
<p>Traditionally, land should be higher in the south and west and lower towards the north and east, so that water drains towards the north-east. Walk the plot after rain if you can, or look at where water collects. A levelling survey costs very little compared with the house you will build.</p>
<h2>3. Roads</h2>
<p>Note which sides the roads run along, and above all whether a road ends at the plot, pointing straight at it. This is called <em>vithi shoola</em>. Some such roads are considered favourable, from the north-east for example, while others, such as a road striking the south-west, need careful attention in the design.</p>
<h2>4. Surroundings</h2>
<p>Look at what is around the plot: tall buildings to the north and east that cut off the morning light, a large tree or an electricity pylon close to the boundary, a drain or a water body, a cremation ground or a heavily used junction. None of these is automatically a reason to walk away, but each should be weighed.</p>
<h2>5. The soil and the history</h2>
<p>Ask what the land was used for before. Dig a small test pit: good soil is firm, without bad smells, debris or excessive damp. A geobiology survey can also map underground water before you decide where the bedrooms will go.</p>
<p>Bring a compass, a notebook and a little patience. An hour spent on these questions saves years of corrections, and we are always happy to look at a plot with you before you sign.</p>`,
    },
  },
  {
    image: { motif: "aroma" },
    input: {
      title: "Essential Oils by Direction: A Practical Aroma Vastu Map",
      slug: "essential-oils-by-direction",
      excerpt:
        "Aroma Vastu pairs the qualities of essential oils with the elements of the eight directions. A simple map to start with, and the safety rules that come before any of it.",
      author: BLOG_DEFAULT_AUTHOR,
      published_date: "2025-06-20",
      category: "Aroma Vastu",
      read_time: "5 min read",
      status: "published",
      is_featured: true,
      content: `<p>Aroma Vastu rests on a simple observation: scent changes how a space feels, and it does so without moving a single wall. By choosing oils whose character suits the element of each zone, we can support what the layout already does well and soften what it does not.</p>
<p>What follows is the map we give beginners. Treat it as a starting point, not a prescription, and trust your own nose: a scent that the family dislikes will never help a room.</p>
<h2>A starting map</h2>
<ul>
<li><strong>North-east (water, clarity):</strong> light, clean scents such as lemongrass, tulsi or a little peppermint, for study and prayer.</li>
<li><strong>East (air, growth):</strong> fresh green notes: eucalyptus, rosemary, basil.</li>
<li><strong>South-east (fire):</strong> warm and spicy: cinnamon leaf, clove or ginger, used sparingly in the kitchen zone.</li>
<li><strong>South (fire, recognition):</strong> orange, or a touch of black pepper with sweet orange.</li>
<li><strong>South-west (earth, stability):</strong> deep, grounding base notes: sandalwood, vetiver (<em>khus</em>), patchouli.</li>
<li><strong>West (space, gains):</strong> cedarwood or frankincense.</li>
<li><strong>North-west (air, movement):</strong> lavender or geranium, calm but light.</li>
<li><strong>North (water, opportunity):</strong> bergamot (bergapten-free) or a soft floral such as rose.</li>
</ul>
<h2>How to use it</h2>
<p>Diffuse for short periods of thirty to forty-five minutes rather than all day, with a window slightly open. Three to five drops in a water diffuser are enough for an ordinary room. For a room spray, use about fifteen drops per 100 ml of water with a little alcohol as a solvent, and shake well before every use.</p>
<h2>Safety first</h2>
<p>Keep oils out of reach of children, never diffuse peppermint or eucalyptus near infants, take care with cats and birds, and never apply undiluted oil to skin. Our <a href="/courses">Aroma Science foundation course</a> covers dilutions and safety in detail.</p>
<p>Start with one zone, live with it for a week, and notice what changes. That attention is the real practice of Aroma Vastu.</p>`,
    },
  },
  {
    image: { motif: "lo-shu" },
    input: {
      title: "Mulank and Bhagyank: Reading Your Two Core Numbers",
      slug: "mulank-and-bhagyank",
      excerpt:
        "Indian numerology begins with two numbers taken from your date of birth. How to calculate your Mulank and Bhagyank, and how to read them together.",
      author: BLOG_DEFAULT_AUTHOR,
      published_date: "2025-07-15",
      category: "Numerology",
      read_time: "6 min read",
      status: "published",
      is_featured: false,
      content: `<p>Ask a numerologist in India for a quick reading and the first thing they will do is reduce your date of birth to two numbers. These are the <strong>Mulank</strong>, the root or psychic number, and the <strong>Bhagyank</strong>, the destiny number. Almost everything else in a chart is read in their light.</p>
<h2>Calculating the Mulank</h2>
<p>The Mulank comes from the day of the month on which you were born. Add its digits until a single digit remains. Someone born on the 7th has Mulank 7; someone born on the 25th has 2 + 5 = 7 as well; someone born on the 29th has 2 + 9 = 11, and 1 + 1 = 2.</p>
<p>The Mulank describes how you see yourself and how you behave day to day: your instincts, your tastes and your first reactions.</p>
<h2>Calculating the Bhagyank</h2>
<p>The Bhagyank uses the full date. For 14 August 1990, add every digit: 1 + 4 + 0 + 8 + 1 + 9 + 9 + 0 = 32, and 3 + 2 = 5. The Bhagyank is 5.</p>
<p>Where the Mulank is the person, the Bhagyank is the path: the direction in which life tends to carry you, and the lessons it keeps presenting until they are learned.</p>
<h2>Reading the two together</h2>
<p>The interesting part of a reading is the relationship between the two numbers. When they are friendly, for example a Mulank of 1 with a Bhagyank of 3 or 9, people often feel that their efforts and their circumstances pull in the same direction. When they oppose each other, life can feel like a negotiation between what you want and what keeps happening. That is not a bad chart; it is a chart that asks for more awareness.</p>
<p>In our <a href="/courses">Practical Numerology course</a> we go on to the name number and the Lo Shu grid, which show how the two core numbers play out. But even on their own, the Mulank and Bhagyank are a useful mirror. Work out your own, and see how much of them you recognise.</p>`,
    },
  },
  {
    image: { motif: "lotus" },
    input: {
      title: "A Calmer Morning: Light, Air and Order at Home",
      slug: "a-calmer-morning-light-air-order",
      excerpt:
        "The first hour of the day sets its tone, and the home shapes that hour more than we notice. Small changes, rooted in Vastu, for a calmer start.",
      author: BLOG_DEFAULT_AUTHOR,
      published_date: "2025-08-30",
      category: "Lifestyle",
      read_time: "4 min read",
      status: "published",
      is_featured: false,
      content: `<p>Vastu is often presented as a matter of walls and directions, but much of it is about daily life: how light enters a home, how air moves through it, and how easily the people in it can do what they need to do. Nowhere is that clearer than in the first hour of the morning.</p>
<h2>Let the east in</h2>
<p>The classical texts give the east to the rising sun for a reason. Open the curtains and windows on the east side as soon as you wake, even for ten minutes. Morning light helps set the body clock, and a room that receives it feels different for the rest of the day. If your bedroom faces west, spend the first minutes of the day in an eastern room instead.</p>
<h2>Change the air</h2>
<p>A closed house collects the stale air of the night. Open two windows on opposite sides to let air cross the home, ideally from the north and east towards the south and west. Five minutes is enough.</p>
<h2>Begin in order</h2>
<p>Clutter near the entrance and in the north-east is the one we ask families to clear first. Put shoes away, clear the kitchen counter the night before, and keep the place where you sit in the morning free of anything that is waiting to be done.</p>
<h2>A small ritual</h2>
<p>Light a lamp or a candle in the north-east, or simply sit there with a glass of water for a few minutes before picking up your phone. It costs nothing, and it gives the day a beginning rather than an interruption.</p>
<p>None of this requires a consultant. Try it for two weeks and notice how the mornings change.</p>`,
    },
  },
  {
    image: { motif: "crystal" },
    input: {
      title: "Diffusers, Burners and Rollers: Using Essential Oils Safely at Home",
      slug: "using-essential-oils-safely-at-home",
      excerpt:
        "Ultrasonic diffuser, tea-light burner or roller bottle? How each works, which suits which room, and the safety rules for homes with children and pets.",
      author: BLOG_DEFAULT_AUTHOR,
      published_date: "2025-10-05",
      category: "Aroma Vastu",
      read_time: "5 min read",
      status: "draft",
      is_featured: false,
      content: `<p>There are many ways to bring essential oils into a home, and they are not interchangeable. The method you choose changes how strongly the scent is released, how long it lasts and how safe it is around children and animals.</p>
<h2>Ultrasonic diffusers</h2>
<p>These use water and a vibrating plate to release a fine mist. They are gentle, easy to control and the best choice for most rooms. Use three to five drops per session, run them for thirty to forty-five minutes, and clean the tank every few days so that the water does not go stale.</p>
<h2>Tea-light burners</h2>
<p>A traditional burner warms a small dish of water with a few drops of oil. It is beautiful, but heat changes the oil and the open flame is a risk. Never leave a burner unattended, keep it away from curtains, and never let the dish boil dry.</p>
<h2>Roller bottles</h2>
<p>A roller holds a blend already diluted in a carrier oil, for use on the wrists or temples. Keep the dilution to one or two per cent for adults, which is about six to twelve drops of essential oil in 30 ml of carrier, and lower for older children. Do not use rollers on infants.</p>
<h2>Homes with children and pets</h2>
<ul>
<li>Store every bottle out of reach, with the cap closed.</li>
<li>Avoid diffusing peppermint, eucalyptus and rosemary near children under six.</li>
<li>Cats cannot break down many aromatic compounds: diffuse only in rooms they can leave, and briefly.</li>
<li>Keep birds out of any room where oils are diffused.</li>
</ul>
<p>Used with care, essential oils are a pleasure. Used carelessly, they are strong chemicals. The difference is knowledge, and a little restraint.</p>`,
    },
  },
];
