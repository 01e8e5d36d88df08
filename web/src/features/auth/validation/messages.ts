/** The entry-flow messages of SPEC.md section 5, word for word. */
export const MESSAGES = {
  loginIdentifier: "Enter a valid Email / Mobile",
  password: "Password need to be 8 to 16 characters",
  username: "Enter username between 2 to 10 characters",
  usernameLive: "Name must be minimum 3 character.",
  email: "Enter a valid Email id",
  mobile: "Enter a valid Mobile number",
  mobileLength: "Mobile number should be 10 digit.",
  forgotIdentifier: "Enter a valid Email id or Mobile number",
  /** The server's rules beyond SPEC.md section 5 (game-server services/auth/identifiers.ts). */
  usernameCharacters: "Username must contain only letters and numbers",
  passwordStrength: "Password must contain a number and a special character",
} as const;

/** SPEC.md section 9: password 8 to 16 characters, but the field takes at most 15. */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 16,
  passwordFieldMax: 15,
  usernameMin: 2,
  usernameMax: 10,
  /** The live hint's threshold (SPEC.md: "the two thresholds disagree"). */
  usernameLiveMin: 3,
  emailMax: 320,
  mobileLength: 10,
  referralMax: 9,
  otpLength: 4,
  otpCountdownSeconds: 180,
} as const;

export const MOBILE_PREFIX = "+91";
