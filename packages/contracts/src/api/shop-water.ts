// No zod here: the shop's manifest, in the app's entry, reads the water path; a module of schemas came
// with it into the first screen's chunk (27 KB gzipped on every first visit, login's included).

/**
 * 订水, the built-in view water_ordering (spec 6): the drinking water a shop delivers, i.e. its
 * takeaway (delivered) goods filed under a category of this name. Any shop takes part by naming a
 * category so.
 */
export const WATER_CATEGORY = '饮用水';
/** 订水's screen (the takeaway goods narrowed to the water), for the menu entry and for links such as a banner's. */
export const WATER_VIEW_PATH = '/takeawayGoods?view=water';
