// One colour for each figure, the same in every report chart.
export const COLORS = { issued: '#3b2bb8', redeemed: '#b3261e', expired: '#8a5a00', outstanding: '#1d6b3a', seen: '#5b6478', accepted: '#3b2bb8', completed: '#1d6b3a' };
