// Outside links of the product pages (spec 2.1: app store pages).
export const APP_STORE_URL = 'https://apps.apple.com/us/search?term=ACMA%20medical%20affairs';
export const PLAY_STORE_URL = 'https://play.google.com/store/search?q=ACMA%20medical%20affairs&c=apps';
