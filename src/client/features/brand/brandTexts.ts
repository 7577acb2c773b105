/** What every brand view says its figures are (decisions 0077 and 0078). */
export const MEANS_NOTE =
  "A store's score is the mean of its accepted reports' scores; a region's, a city's and the brand's are the means of their stores' scores, so every store counts once however often it was audited.";
