/**
 * Cloudscape's English messages of the components the console renders
 * (frontend/build/cloudscape-messages.mts).
 */
declare module 'virtual:cloudscape-messages' {
  import type { I18nProviderProps } from '@cloudscape-design/components/i18n';

  const messages: I18nProviderProps.Messages;
  export default messages;
}
