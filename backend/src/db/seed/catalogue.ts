// The demo catalogue: 54 garments over Men/Women/Kids × Topwear/Bottomwear/Winterwear, priced in LKR.
import type { Category, SubCategory } from '@store/contracts/products';
import type { GarmentColour, GarmentKind } from '../../modules/media/garment-image';

export interface CatalogueEntry {
  name: string;
  category: Category;
  subCategory: SubCategory;
  kind: GarmentKind;
  colour: GarmentColour;
  priceLkr: number;
  sizes: string[];
  bestseller: boolean;
  description: string;
}

const adult = ['S', 'M', 'L', 'XL'];
const adultWide = ['S', 'M', 'L', 'XL', 'XXL'];
const kids = ['S', 'M', 'L'];

type Row = [name: string, kind: GarmentKind, colour: GarmentColour, priceLkr: number, bestseller: boolean, description: string];

const groups: Array<{ category: Category; subCategory: SubCategory; sizes: string[]; rows: Row[] }> = [
  {
    category: 'Men',
    subCategory: 'Topwear',
    sizes: adultWide,
    rows: [
      ['Classic Cotton Crew T-Shirt', 'tshirt', 'navy', 1990, true, 'A soft 100% cotton tee with a crew neck and short sleeves, cut for an easy regular fit. Breathes well in Colombo heat.'],
      ['Linen Short-Sleeve Shirt', 'shirt', 'white', 4490, false, 'A light linen shirt with a point collar and a full button front. Slightly relaxed, made for warm days.'],
      ['Oxford Button-Down Shirt', 'shirt', 'sky', 4990, true, 'A sturdy Oxford-weave cotton shirt with a button-down collar and a curved hem. Smart enough for the office.'],
      ['Batik Print Casual Shirt', 'shirt', 'teal', 5490, false, 'A hand-finished batik print shirt from a Kandy workshop, with a camp collar and a straight hem.'],
      ['Everyday Pocket Tee', 'tshirt', 'grey', 1790, false, 'A heather grey tee with a chest pocket and taped neck seams. Pre-shrunk, so the fit stays after washing.'],
      ['Performance Sports Tee', 'tshirt', 'red', 2490, false, 'A quick-drying polyester tee with flat seams for running and training. Wicks sweat away from the skin.'],
    ],
  },
  {
    category: 'Men',
    subCategory: 'Bottomwear',
    sizes: adult,
    rows: [
      ['Slim Fit Chino Trousers', 'trousers', 'khaki', 5990, true, 'Stretch cotton chinos with a slim leg, a zip fly and four pockets. Smart with a shirt, easy with a tee.'],
      ['Relaxed Linen Trousers', 'trousers', 'white', 5490, false, 'Airy linen trousers with a drawstring waist and a straight leg. Cool for humid afternoons.'],
      ['Classic Denim Jeans', 'trousers', 'navy', 6990, false, 'Mid-weight indigo denim jeans with a straight leg and five pockets. Softens with every wash.'],
      ['Cargo Shorts', 'shorts', 'green', 3490, false, 'Cotton twill shorts with two side cargo pockets that close with a button. Knee length.'],
      ['Beach Drawstring Shorts', 'shorts', 'sky', 2790, true, 'Quick-dry swim and beach shorts with a mesh lining and an elastic drawstring waist.'],
      ['Tailored Formal Trousers', 'trousers', 'black', 7490, false, 'Pressed wool-blend trousers with a flat front and a tapered leg, for weddings and the office.'],
    ],
  },
  {
    category: 'Men',
    subCategory: 'Winterwear',
    sizes: adultWide,
    rows: [
      ['Quilted Zip Jacket', 'jacket', 'navy', 9990, true, 'A lightly padded quilted jacket with a full zip and two zipped pockets. Warm in the hill country.'],
      ['Fleece Pullover Hoodie', 'hoodie', 'grey', 5990, false, 'A brushed fleece hoodie with a lined hood and a kangaroo pocket. Soft inside, hard-wearing outside.'],
      ['Merino Crew Sweater', 'sweater', 'maroon', 8490, false, 'A fine merino wool sweater with ribbed cuffs and hem. Light enough to layer under a jacket.'],
      ['Waterproof Rain Jacket', 'jacket', 'mustard', 8990, false, 'A seam-sealed rain jacket with a peaked hood, made for monsoon downpours. Packs into its own pocket.'],
      ['Cable Knit Sweater', 'sweater', 'white', 7990, false, 'A chunky cable knit sweater in soft acrylic-wool yarn with a crew neck.'],
      ['Zip-Up Track Hoodie', 'hoodie', 'black', 6490, false, 'A full-zip hoodie with a drawstring hood and two side pockets. Cotton-rich and easy to wash.'],
    ],
  },
  {
    category: 'Women',
    subCategory: 'Topwear',
    sizes: adult,
    rows: [
      ['Floral Print Blouse', 'blouse', 'pink', 3990, true, 'A flowing blouse with a small floral print, a rounded neckline and short fluttered sleeves.'],
      ['Everyday Cotton Tee', 'tshirt', 'white', 1890, false, 'A fitted cotton tee with a crew neck and short sleeves. A soft basic that goes with everything.'],
      ['Handloom Cotton Top', 'blouse', 'teal', 4790, true, 'A handloom cotton top woven in Sri Lanka, with a rounded neck and a loose, breezy shape.'],
      ['Silk-Feel Office Blouse', 'blouse', 'navy', 5290, false, 'A smooth, silky blouse with a soft drape and a rounded neck. Machine washable.'],
      ['Striped Boat-Neck Tee', 'tshirt', 'sky', 2290, false, 'A striped jersey tee with a wide boat neck and short sleeves.'],
      ['Linen Button Shirt', 'shirt', 'khaki', 4990, false, 'A relaxed linen shirt with a point collar and a button front. Roll the sleeves up on hot days.'],
    ],
  },
  {
    category: 'Women',
    subCategory: 'Bottomwear',
    sizes: adult,
    rows: [
      ['A-Line Midi Skirt', 'skirt', 'mustard', 4490, true, 'A flowing A-line skirt that falls below the knee, with an elastic back waist and side pockets.'],
      ['High-Waist Wide Trousers', 'trousers', 'black', 5990, false, 'High-waisted trousers with a wide leg and a smooth front. Dressy with a blouse, easy with a tee.'],
      ['Pleated Batik Skirt', 'skirt', 'teal', 5290, false, 'A pleated skirt in a batik print from a local workshop, with a soft elastic waist.'],
      ['Stretch Skinny Jeans', 'trousers', 'navy', 6490, false, 'Dark stretch denim with a skinny leg and a mid-rise waist. Keeps its shape all day.'],
      ['Cotton Bermuda Shorts', 'shorts', 'white', 2990, false, 'Cotton shorts that end just above the knee, with turn-up hems and side pockets.'],
      ['Linen Palazzo Pants', 'trousers', 'khaki', 5490, false, 'Light linen palazzo pants with a very wide leg and a drawstring waist.'],
    ],
  },
  {
    category: 'Women',
    subCategory: 'Winterwear',
    sizes: adult,
    rows: [
      ['Soft Knit Cardigan Sweater', 'sweater', 'pink', 6990, false, 'A soft knit sweater with ribbed cuffs and hem, warm enough for Nuwara Eliya evenings.'],
      ['Belted Trench Jacket', 'jacket', 'khaki', 11990, true, 'A water-resistant trench-style jacket with a belt and two front pockets.'],
      ['Cropped Fleece Hoodie', 'hoodie', 'sky', 5490, false, 'A cropped fleece hoodie with a lined hood and a front pocket.'],
      ['Puffer Jacket', 'jacket', 'black', 12490, false, 'A warm padded puffer jacket with a full zip and deep pockets. Light but very warm.'],
      ['Turtleneck Sweater', 'sweater', 'grey', 6490, false, 'A close-fitting ribbed sweater with a roll neck. Layers under coats and jackets.'],
      ['Oversized Hoodie', 'hoodie', 'maroon', 5990, false, 'A roomy cotton-fleece hoodie with dropped shoulders and a kangaroo pocket.'],
    ],
  },
  {
    category: 'Kids',
    subCategory: 'Topwear',
    sizes: kids,
    rows: [
      ['Kids Graphic Tee', 'tshirt', 'mustard', 1490, true, 'A bright cotton tee with a playful elephant print. Soft on the skin and tough in the wash.'],
      ['Kids Polo Shirt', 'shirt', 'white', 1990, false, 'A cotton piqué polo with a two-button placket. Good for school days.'],
      ['Kids Striped Tee', 'tshirt', 'red', 1390, false, 'A striped jersey tee with short sleeves and a tag-free neck.'],
      ['Kids Party Blouse', 'blouse', 'pink', 2490, false, 'A soft blouse with a rounded collar and flutter sleeves, for parties and family visits.'],
      ['Kids Linen Shirt', 'shirt', 'sky', 2290, false, 'A light linen-cotton shirt with a button front. Cool for temple visits and holidays.'],
      ['Kids Sports Tee', 'tshirt', 'green', 1590, false, 'A quick-dry tee for games and sports day, with flat seams that do not rub.'],
    ],
  },
  {
    category: 'Kids',
    subCategory: 'Bottomwear',
    sizes: kids,
    rows: [
      ['Kids Jogger Trousers', 'trousers', 'grey', 2290, true, 'Soft cotton joggers with an elastic waist and cuffed ankles. Easy to pull on.'],
      ['Kids Denim Shorts', 'shorts', 'navy', 1990, false, 'Stretch denim shorts with an adjustable waist and two front pockets.'],
      ['Kids Pleated Skirt', 'skirt', 'maroon', 1890, false, 'A pleated skirt with a comfortable elastic waist and built-in shorts.'],
      ['Kids Cargo Trousers', 'trousers', 'khaki', 2590, false, 'Sturdy cotton trousers with cargo pockets and reinforced knees.'],
      ['Kids Beach Shorts', 'shorts', 'teal', 1490, false, 'Quick-dry beach shorts with a drawstring waist for seaside days.'],
      ['Kids School Trousers', 'trousers', 'navy', 2790, false, 'Hard-wearing school trousers with an adjustable waist and a crease-resistant finish.'],
    ],
  },
  {
    category: 'Kids',
    subCategory: 'Winterwear',
    sizes: kids,
    rows: [
      ['Kids Zip Hoodie', 'hoodie', 'red', 2990, true, 'A cosy zip hoodie with a soft lined hood and two pockets.'],
      ['Kids Padded Jacket', 'jacket', 'mustard', 4990, false, 'A warm padded jacket with a full zip and a fleece lining, for hill-country trips.'],
      ['Kids Knit Sweater', 'sweater', 'green', 2790, false, 'A soft knitted sweater with ribbed cuffs. Warm without being scratchy.'],
      ['Kids Rain Jacket', 'jacket', 'sky', 3990, false, 'A light waterproof jacket with a hood, for rainy school runs.'],
      ['Kids Fleece Hoodie', 'hoodie', 'pink', 2690, false, 'A brushed fleece hoodie with a front pocket, warm and light.'],
      ['Kids Cardigan Sweater', 'sweater', 'navy', 2590, false, 'A classic knitted sweater with a round neck, for cool mornings.'],
    ],
  },
];

export const catalogue: CatalogueEntry[] = groups.flatMap(({ category, subCategory, sizes, rows }) =>
  rows.map(([name, kind, colour, priceLkr, bestseller, description]) => ({
    name,
    category,
    subCategory,
    kind,
    colour,
    priceLkr,
    sizes,
    bestseller,
    description,
  })),
);
