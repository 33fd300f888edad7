// Hand-written text the seed combines into posts and comments.

export type Category = 'tech' | 'lifestyle';
export type Subcategory = 'computers' | 'gadgets' | 'fashion' | 'health';

export interface PostSubject {
  title: string;
  /** A noun phrase that reads well in the middle of a sentence. */
  topic: string;
  subcategory: Subcategory;
}

export const CATEGORY_OF: Readonly<Record<Subcategory, Category>> = {
  computers: 'tech',
  gadgets: 'tech',
  fashion: 'lifestyle',
  health: 'lifestyle',
};

// One post per line: subcategory | title | topic.
const POST_SUBJECT_TABLE = `
computers | Why I Finally Switched to a Mechanical Keyboard | mechanical keyboards
computers | Building a Quiet Home Server on a Budget | a quiet home server
computers | What Nobody Tells You About Upgrading Laptop Memory | laptop memory upgrades
computers | A Beginner's Guide to Backing Up Everything | backups
computers | Linux on an Old ThinkPad: Six Months Later | running Linux on an older laptop
computers | How I Cut My Build Times in Half | faster build times
computers | Choosing a Monitor for Long Coding Sessions | monitors for programmers
computers | The Case for Keeping Your Desktop Tower | desktop towers
computers | Password Managers Compared for Small Teams | password managers
computers | Lessons From Rebuilding a Slow Database Query | database performance
gadgets   | Three Weeks With a Smartwatch That Lasts a Week | long-lasting smartwatches
gadgets   | Are Noise-Cancelling Headphones Worth It on Trains? | noise-cancelling headphones
gadgets   | The Tiny Travel Router That Saved My Trip | travel routers
gadgets   | E-Readers Are Still the Best Gadget I Own | e-readers
gadgets   | Testing Five Portable Chargers So You Don't Have To | portable chargers
gadgets   | Smart Plugs: Useful Automation or Expensive Toys? | smart plugs
gadgets   | What I Learned From Repairing My Own Phone Screen | phone screen repairs
gadgets   | An Honest Review of Budget Action Cameras | budget action cameras
gadgets   | Why My Kitchen Now Has a Bluetooth Thermometer | kitchen thermometers
gadgets   | The Drone Rules Every New Pilot Should Know | flying a drone responsibly
fashion   | Building a Capsule Wardrobe in Ten Pieces | capsule wardrobes
fashion   | How to Care for Wool Sweaters Properly | caring for wool
fashion   | Secondhand Shopping Tips From a Thrift Store Regular | secondhand shopping
fashion   | The Comfortable Shoes I Wear Every Single Day | comfortable everyday shoes
fashion   | Dressing for Video Calls Without Trying Too Hard | dressing for video calls
fashion   | Why I Stopped Buying Fast Fashion | slow fashion
fashion   | A Simple Guide to Choosing the Right Denim | choosing denim
fashion   | Packing Light for a Two-Week Trip | packing light
fashion   | Repairing Clothes: Buttons, Hems and Small Tears | mending clothes
fashion   | Colours That Work Together in Autumn Outfits | autumn colour palettes
health    | What Happened When I Walked Ten Thousand Steps a Day | daily walking
health    | Simple Stretches for People Who Sit All Day | stretching at the desk
health    | Meal Prepping on Sunday Without Getting Bored | meal prep
health    | Sleeping Better After Years of Late Nights | better sleep
health    | Starting to Run After Thirty-Five | running for beginners
health    | How Much Water Do You Really Need? | hydration
health    | A Realistic Approach to Cutting Down on Sugar | eating less sugar
health    | Strength Training at Home With Two Dumbbells | strength training at home
health    | Why I Take a Real Lunch Break Now | taking real breaks
health    | Breathing Exercises That Actually Help With Stress | breathing exercises
`;

export const POST_SUBJECTS: readonly PostSubject[] = POST_SUBJECT_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [subcategory, title, topic] = line.split('|').map((cell) => cell.trim());
    return { subcategory: subcategory as Subcategory, title, topic };
  });

export const TEASER_TEMPLATES: readonly string[] = [
  'A practical look at {topic}, including the mistakes I made along the way.',
  'Everything I wish someone had told me about {topic} before I started.',
  'I spent a few months with {topic}. Here is what stuck and what did not.',
  'Most advice about {topic} is either too vague or too expensive. This is my attempt at something better.',
  'A short, honest write-up on {topic}, with a few tips you can use this week.',
  'Some notes on {topic}, written for people who only have an evening to spare.',
  'What changed once I took {topic} seriously, and what I would do differently next time.',
  'A friend asked me about {topic}, so I wrote down everything I know.',
];

export const INTRO_SENTENCES: readonly string[] = [
  'For a long time I ignored <strong>{topic}</strong>, mostly because it seemed like something other people worried about.',
  'This post started as a list of notes on <strong>{topic}</strong> that I kept on my phone.',
  'I did not expect <strong>{topic}</strong> to change my routine as much as it did.',
  'Every few months someone asks me about <strong>{topic}</strong>, so here is the long answer.',
  'Last spring I decided to finally figure out <strong>{topic}</strong> properly.',
];

export const SENTENCES_BY_SUBCATEGORY: Readonly<Record<Subcategory, readonly string[]>> = {
  computers: [
    'The first thing I noticed was how much time I had been losing to small delays.',
    'I kept a simple log for two weeks, which turned out to be <em>far</em> more useful than any benchmark.',
    'Most of the improvement came from boring changes rather than expensive hardware.',
    'If you only change one setting, make it the one that controls what runs at startup.',
    'Reading the documentation twice saved me from at least one costly mistake.',
    'A spare evening and a cheap adapter were all it took to get started.',
    'The fans are quieter now, and I honestly had not realised how loud they had been.',
    'I would still recommend testing everything on a machine you do not depend on for work.',
  ],
  gadgets: [
    'Battery life was the deciding factor, and it held up better than the box promised.',
    'The setup took ten minutes, although the companion app asked for <em>far</em> too many permissions.',
    'After a week it simply disappeared into my routine, which is the best compliment I can give a gadget.',
    'The build quality feels solid, but the charging port is in an awkward spot.',
    'I compared it with the cheaper model and the difference was smaller than I expected.',
    'Firmware updates fixed two of my early complaints, so check for them before you judge.',
    'It is not perfect, yet I reach for it every single day.',
    'The manual is thin, so the community forum ended up being my main source of help.',
  ],
  fashion: [
    'I started by laying everything out on the bed and being honest about what I actually wore.',
    'Natural fabrics cost a little more up front, but they have lasted <em>years</em> longer.',
    'A good tailor can turn an almost-right piece into a favourite for very little money.',
    'Neutral colours made it much easier to put outfits together in the morning.',
    'I now wait a week before buying anything, and most of the time I no longer want it.',
    'Washing less often, and in cold water, made a visible difference to how my clothes age.',
    'Fit matters far more than brand, which is something I learned embarrassingly late.',
    'Keeping a short list of what I need stops me from wandering into impulse purchases.',
  ],
  health: [
    'The hardest part was the first two weeks; after that it felt like part of the day.',
    'I tracked how I felt each evening, and the pattern was clearer than I expected.',
    'Small, repeatable habits worked better for me than any ambitious plan.',
    "My doctor's advice was simple: start slowly and pay attention to how your body responds.",
    'On busy days I aim for <em>something</em> rather than nothing, and that has made all the difference.',
    'Sleep and energy improved together, which made the whole thing easier to keep up.',
    'I stopped comparing myself to people online and started comparing myself to last month.',
    'Having a friend to check in with kept me honest on the days I wanted to skip.',
  ],
};

export const CLOSING_SENTENCES: readonly string[] = [
  'If you try any of this, I would love to hear how it goes in the comments.',
  'None of this is complicated, but it does take a little patience.',
  'I will post an update in a few months once I have more to report.',
  '<strong>Start small, keep notes, and adjust as you go.</strong>',
  'That is all for now. Thanks for reading, and feel free to share your own tips below.',
];

export const COMMENT_SENTENCES: readonly string[] = [
  'Great write-up, thanks for sharing.',
  'I tried this last year and had almost exactly the same experience.',
  'Do you have a link to the model you used?',
  'This is the first explanation that actually made sense to me.',
  'I disagree a little about the price, but the rest is spot on.',
  'Bookmarked for the weekend.',
  'My partner has been telling me this for years. I should probably listen.',
  'How did you find the time to keep notes every day?',
  'The second paragraph is exactly what I needed to read today.',
  'Would love a follow-up post once you have used it for longer.',
  'I went the other way and regretted it, so this is helpful.',
  'Clear and practical, as always.',
  'Any tips for someone on a tighter budget?',
  'I shared this with my team and it started a good discussion.',
  'Funny, I was just reading about this yesterday.',
  'The photos are lovely. Where were they taken?',
  'I think you are underestimating how much the setup matters.',
  'Thank you for not making it sound more complicated than it is.',
  'Tried the tip about starting small and it worked for me.',
  'Is there a reason you did not mention the alternatives?',
  'This convinced me to give it another try.',
  'Small typo in the third paragraph, but otherwise great.',
  'I have been doing this for a month now and I can feel the difference.',
  'Could you write something similar for complete beginners?',
  'Honest reviews like this are rare. Much appreciated.',
  'My experience was the opposite, but I can see why it worked for you.',
  'Printing this out for my dad.',
  'The part about patience is so true.',
  'What would you change if you started again today?',
  'Really enjoyed this one.',
  'I learned something new today, thanks.',
  'Not sure I agree, but it is well argued.',
];

export const FIRST_NAMES: readonly string[] = (
  'Amelia Ben Chloe Daniel Elena Felix Grace Hugo Isla Jonah Kate Liam ' +
  'Maya Noah Olivia Priya Quentin Rosa Samuel Tara Umar Vera William Zoe'
).split(' ');

export const LAST_NAMES: readonly string[] = (
  'Adams Bennett Carter Dawson Ellis Fischer Garcia Hughes Ito Jensen Khan ' +
  'Lopez Morgan Nguyen Okafor Patel Quinn Reed Schmidt Turner Walsh Young'
).split(' ');

export const TAG_NAMES: readonly string[] = [
  'Productivity',
  'Open source',
  'Reviews',
  'How-to',
  'Budget',
  'Hardware',
  'Home office',
  'Travel',
  'Sustainability',
  'Running',
  'Nutrition',
  'Sleep',
];

export const BACKLINK_SITES: readonly string[] = [
  'https://news.example.com/links',
  'https://www.example.org/weekly',
  'https://forum.example.net/t',
  'https://reader.example.com/saved',
];
