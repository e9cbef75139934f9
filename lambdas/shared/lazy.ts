/**
 * Loads something once, on first use. SDK clients that only some requests need (SNS, Cognito, S3)
 * load this way, so a Lambda's cold start pays only for the DynamoDB client every request uses.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
