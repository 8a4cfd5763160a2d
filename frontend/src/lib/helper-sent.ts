// The newest product a helper sent the shopper in the chat, so that "open the product my helper sent" works
// from any page. Live help writes it; the voice commands read it (neither imports the other).
let latestProductId: string | null = null;

export function setHelperSentProduct(productId: string | null): void {
  latestProductId = productId;
}

export function helperSentProduct(): string | null {
  return latestProductId;
}
