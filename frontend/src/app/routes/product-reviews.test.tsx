// The product page's reviews: the real rating (or "No reviews yet"), the list, a verified buyer writing one by
// keyboard, the refusals, and "read the reviews".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import siMessages from 'virtual:messages/si';
import taMessages from 'virtual:messages/ta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyReviewResponse, Review, ReviewInput } from '@store/contracts/reviews';
import { activateCatalogue } from '../../i18n/i18n';
import { currentAnnouncement } from '../../lib/announcer';
import { currentPageVoice } from '../../lib/page-voice';
import { auth, completeOnboardingFlag, listBody, product, storeSession } from '../../testing/fixtures';
import { mockApi, ok, type RecordedCall } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const shirt = product({ name: 'Linen Shirt', rating: { average: 4, count: 2 } });
const fresh = product({ name: 'New Sarong' });

const review = (overrides: Partial<Review>): Review => ({
  _id: crypto.randomUUID(),
  productId: shirt._id,
  author: 'Nimali P.',
  rating: 5,
  title: 'Lovely',
  text: 'Soft and cool.',
  language: 'en',
  createdAt: Date.UTC(2026, 10, 20),
  editedAt: null,
  ...overrides,
});

const shirtReviews = [
  review({ rating: 5, author: 'Nimali P.', title: 'Lovely', text: 'Soft and cool.' }),
  review({ rating: 3, author: 'Kamal', title: '', text: 'මහත් රෙද්දක්.', language: 'si' }),
];

let api: ReturnType<typeof mockApi>;
let mine: MyReviewResponse;
let posted: ReviewInput[];

beforeEach(() => {
  completeOnboardingFlag();
  posted = [];
  mine = { success: true, review: null, canReview: true, refusal: null };
  api = mockApi({
    'GET /api/product/:id': ({ params }) =>
      ok({ success: true, product: params.id === fresh._id ? fresh : shirt }),
    'GET /api/product/list': ok(listBody([])),
    'GET /api/product/:id/reviews': ({ params, query }) => {
      const reviews = params.id === fresh._id ? [] : shirtReviews;
      const limit = Number(query.get('limit') ?? 5);
      return ok({
        success: true,
        reviews: reviews.slice(0, limit),
        total: reviews.length,
        page: 1,
        limit,
        rating: params.id === fresh._id ? fresh.rating : shirt.rating,
      });
    },
    'GET /api/product/:id/reviews/mine': () => ok(mine),
    'POST /api/product/:id/reviews': ({ body }: RecordedCall) => {
      const input = body as ReviewInput;
      posted.push(input);
      const saved = review({
        author: 'Test S.',
        rating: Number(input.rating),
        title: input.title ?? '',
        text: input.text ?? '',
      });
      return ok(
        { success: true, message: 'Review posted', review: saved, rating: { average: 4.3, count: 3 } },
        201,
      );
    },
  });
});
afterEach(() => api.restore());

const reviewsTab = () => screen.findByRole('tab', { name: /^Reviews \(/ });

describe('the product page’s reviews', () => {
  it('shows the real rating and the reviews, each with its rating in words, author, date and language', async () => {
    renderApp(`/product/${shirt._id}#reviews`);
    expect(await screen.findByText('4 out of 5, 2 reviews', { selector: '.rating__words' })).toBeVisible();
    const panel = screen.getByRole('tabpanel', { name: 'Reviews (2)' });
    const articles = await within(panel).findAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'Rated 5 out of 5: Lovely',
    );
    expect(articles[0]).toHaveTextContent('By Nimali P. on 20 November 2026');
    // A review written in Sinhala is marked so, on an English page.
    expect(within(articles[1] as HTMLElement).getByText('මහත් රෙද්දක්.')).toHaveAttribute('lang', 'si');
  });

  it('says "No reviews yet" for a product nobody has reviewed, and offers a guest to log in', async () => {
    renderApp(`/product/${fresh._id}#reviews`);
    expect(await screen.findByText('No reviews yet', { selector: '.rating__words' })).toBeVisible();
    const panel = screen.getByRole('tabpanel', { name: 'Reviews (0)' });
    expect(await within(panel).findByText(/No reviews yet\. Buyers who have received/)).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Log in to review it' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/product/${fresh._id}#write-review`)}`,
    );
    expect(document.body).not.toHaveTextContent('122');
  });

  it('tells a signed-in shopper why they cannot review', async () => {
    storeSession(auth());
    mine = { success: true, review: null, canReview: false, refusal: 'not-delivered' };
    renderApp(`/product/${shirt._id}#reviews`);
    expect(
      await screen.findByText('You can review this product once your order of it has been delivered.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('lets a verified buyer review by keyboard alone; the focus goes to the review and the average is said', async () => {
    storeSession(auth());
    const user = userEvent.setup();
    renderApp(`/product/${shirt._id}`);
    const tab = await reviewsTab();
    tab.focus();
    await user.keyboard('{ArrowRight}');
    const write = await screen.findByRole('button', { name: 'Write a review' });
    write.focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Write a review of Linen Shirt' });
    expect(within(form).getByRole('heading', { name: 'Write a review of Linen Shirt' })).toHaveFocus();

    // Posting without a rating: the first star takes the focus, described by the error.
    await user.tab();
    const group = within(form).getByRole('radiogroup', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label') ?? star.parentElement?.textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    within(form).getByRole('button', { name: 'Post review' }).focus();
    await user.keyboard('{Enter}');
    expect(stars[0]).toHaveFocus();
    expect(stars[0]).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    // Arrow keys choose within the group.
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(group).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(within(form).getByRole('textbox', { name: 'Title (optional)' })).toHaveFocus();
    await user.keyboard('Fits well');
    await user.tab();
    await user.keyboard('True to size.');
    await user.tab();
    expect(within(form).getByRole('button', { name: 'Post review' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ rating: 4, title: 'Fits well', text: 'True to size.', language: 'en' });
    const yours = await screen.findByRole('region', { name: 'Your review' });
    const article = within(yours).getByRole('article');
    await waitFor(() => expect(article).toHaveFocus());
    expect(article).toHaveTextContent('Rated 4 out of 5: Fits well');
    expect(currentAnnouncement()).toBe('Thank you, your review is posted. Rated 4.3 out of 5 by 3 buyers.');
    expect(within(yours).getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });

  it('opens the form at once from a delivered order’s "Write a review" link', async () => {
    storeSession(auth());
    renderApp(`/product/${shirt._id}#write-review`);
    expect(await reviewsTab()).toHaveAttribute('aria-selected', 'true');
    const heading = await screen.findByRole('heading', { name: 'Write a review of Linen Shirt' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('gives voice "read the reviews" the latest three, and the read-aloud the real rating', async () => {
    renderApp(`/product/${shirt._id}`);
    await reviewsTab();
    // The page registers its voice in an effect after the product is drawn (at low priority).
    await waitFor(() => expect(currentPageVoice()?.read?.()).toContain('Rated 4 out of 5 by 2 buyers.'));
    const voice = currentPageVoice();
    expect(await voice?.readReviews?.()).toBe(
      'The latest 2 reviews of 2: 5 out of 5 from Nimali P., 20 November 2026. Lovely. Soft and cool. ' +
        '3 out of 5 from Kamal, 20 November 2026. මහත් රෙද්දක්.',
    );
  });
});

describe.each([
  [
    'si',
    siMessages,
    /[\u0D80-\u0DFF]/,
    '5න් 4, සමාලෝචන 2',
    'ගැනුම්කරුවන් 2 දෙනෙකුගේ ශ්‍රේණිගත කිරීම: 5න් 4.',
    ['තරු 1', 'තරු 5'],
  ],
  [
    'ta',
    taMessages,
    /[\u0B80-\u0BFF]/,
    '5க்கு 4, 2 மதிப்புரைகள்',
    '2 வாங்குபவர்கள் அளித்த மதிப்பீடு: 5க்கு 4.',
    ['1 நட்சத்திரம்', '5 நட்சத்திரங்கள்'],
  ],
] as const)('reviews in %s', (language, messages, script, summary, reading, starNames) => {
  beforeEach(() => {
    localStorage.setItem('accessibilitySettings', JSON.stringify({ language }));
    activateCatalogue(language, messages);
  });

  it('says the rating, names the form’s controls and its error in the language', async () => {
    storeSession(auth());
    const user = userEvent.setup();
    renderApp(`/product/${shirt._id}#write-review`);
    expect(await screen.findByText(summary, { selector: '.rating__words' })).toBeVisible();
    // The page's read-aloud text is registered by an effect, which may come a render after the summary.
    await waitFor(() => expect(currentPageVoice()?.read?.()).toContain(reading));
    const form = await screen.findByRole('form');
    expect(within(form).getByRole('radio', { name: starNames[0] })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: starNames[1] })).toBeInTheDocument();
    const submit = within(form).getAllByRole('button')[0];
    if (submit) await user.click(submit);
    const [first] = within(form).getAllByRole('radio');
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(script);
    // The English review beside them is marked as English.
    const panel = screen.getByRole('tabpanel');
    const english = await within(panel).findByText('Soft and cool.');
    expect(english).toHaveAttribute('lang', 'en');
  });
});
