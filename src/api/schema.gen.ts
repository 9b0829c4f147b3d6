/**
 * The reference API's types, generated from its OpenAPI document (GET /api/docs/json) by `npm run api:types`
 * (scripts/api-types.mjs, openapi-typescript). Do not edit: change the server's zod schemas and regenerate;
 * `npm test` fails while this file is stale.
 */

export interface paths {
  "/api/v2/health": {
    /** Liveness and database check */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                /** @enum {string} */
                status: "ok";
                database: string;
                time: string;
              };
              message: string;
            };
          };
        };
      };
    };
  };
  "/api/v2/client-access-token": {
    /**
     * Issue a client (anonymous) access token
     * @description Requires the API key header (X-Api-Key). The token is valid for 7 days.
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                access_token: string;
                /** @enum {string} */
                token_type: "Bearer";
                /** @description seconds */
                expires_in: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/login": {
    /** Sign in with email + password or phone + one-time code */
    post: {
      /** @description Either {email, password} or {phone, otp}. */
      requestBody: {
        content: {
          "application/json": {
            /** @example customer@khidma.test */
            email?: string;
            /** @example Customer#2026 */
            password?: string;
            /** @example +971501234567 */
            phone?: string;
            /** @example 123456 */
            otp?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                access_token: string;
                /** @enum {string} */
                token_type: "Bearer";
                /** @description seconds */
                expires_in: number;
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/get-otp": {
    /** Send a sign-in code to a registered phone */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                phone: string;
                expires_in: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/resend-otp": {
    /** Send a new phone code (registration or sign-in) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone: string;
            /**
             * @default register
             * @enum {string}
             */
            purpose?: "login" | "register";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                phone: string;
                expires_in: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/register": {
    /** Register a customer account */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Aisha */
            first_name: string;
            /** @example Khan */
            last_name: string;
            /** @example customer@khidma.test */
            email: string;
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone: string;
            password: string;
            password_confirmation: string;
            /** @enum {string|null} */
            gender?: "female" | "male" | "other" | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                user_id: number;
                phone: string;
                email: string;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/partner/register": {
    /** Register a partner applicant (Partner Owner without a partner profile yet) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Aisha */
            first_name: string;
            /** @example Khan */
            last_name: string;
            /** @example customer@khidma.test */
            email: string;
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone: string;
            password: string;
            password_confirmation: string;
            /** @enum {string|null} */
            gender?: "female" | "male" | "other" | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                user_id: number;
                phone: string;
                email: string;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/register/verify-otp": {
    /** Verify the phone code sent at registration and sign in */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone: string;
            /** @example 123456 */
            otp: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                access_token: string;
                /** @enum {string} */
                token_type: "Bearer";
                /** @description seconds */
                expires_in: number;
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/verify-email": {
    /** Verify an email address with the emailed code */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example customer@khidma.test */
            email: string;
            /** @example 123456 */
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                email: string;
                email_verified_at: string;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/forgot-password": {
    /** Send a password reset code (always answers 200) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example customer@khidma.test */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                email: string;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/reset-password": {
    /** Set a new password with the reset code; signs out every session */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example customer@khidma.test */
            email: string;
            /** @example 123456 */
            code: string;
            password: string;
            password_confirmation: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/user/logout": {
    /** Revoke the current user token */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/me": {
    /** The signed-in user, their roles and the active role */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/switch-role": {
    /** Make another of the user's roles the active role of this token */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Admin */
            role: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                access_token: string;
                /** @enum {string} */
                token_type: "Bearer";
                /** @description seconds */
                expires_in: number;
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/change-my-password": {
    /** Change the signed-in user's password (other sessions are signed out) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            current_password: string;
            password: string;
            password_confirmation: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/user/profile/update": {
    /**
     * Update the signed-in user's name, gender and preferred language
     * @description Needs `update-profile` on the active role. Answers the same `{user, roles, default_role}` as `GET user/me`.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Aisha */
            first_name: string;
            /** @example Khan */
            last_name: string;
            /**
             * @description null clears it; omitted leaves it unchanged
             * @enum {string|null}
             */
            gender?: "female" | "male" | "other" | null;
            /**
             * @description omitted leaves it unchanged
             * @enum {string}
             */
            preferred_language?: "en" | "ar";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/profile/photo": {
    /**
     * Upload the signed-in user's profile photo (multipart/form-data)
     * @description One file in the `photo` field: JPEG, PNG or WebP (checked by content), at most 2 MB (413 when larger; 422 when missing or of another type). `user_profile` becomes its `/uploads/...` path and the previous uploaded photo is deleted. Needs `update-profile`. Answers the same `{user, roles, default_role}` as `GET user/me`.
     */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        415: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
    /**
     * Remove the signed-in user's profile photo
     * @description `user_profile` becomes null (the initials show instead). Needs `update-profile`.
     */
    delete: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/phone/change-request": {
    /**
     * Send a code to a new phone number before it replaces the current one
     * @description The number must be a UAE mobile not used by another account (422 on `phone`). The code (demo: logged, and `123456` works for it) is valid for 10 minutes. Sends are limited like every other code (per IP, a cooldown and an hourly number per phone, and the same hourly number per user: SEND_LIMIT_*); a taken number counts as a failed attempt (RATE_LIMIT_*, as at sign-in). Either: 429 with `data.retry_after` and a `Retry-After` header. Needs `update-profile`.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                phone: string;
                /** @description seconds */
                expires_in: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/user/phone/change-verify": {
    /**
     * Confirm the new phone number with its code; it becomes the account's (verified) phone
     * @description `phone` is the number the code was sent to. A wrong or expired code is a 422 on `otp` and counts as a failed attempt (RATE_LIMIT_*, as at sign-in; 429 with `retry_after` when used up). Answers the same `{user, roles, default_role}` as `GET user/me`.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone: string;
            /** @example 123456 */
            otp: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/user/email/change-request": {
    /**
     * Send a verification code to a new email address (current password required)
     * @description A wrong `current_password` is a 422 on it; an email used by another account a 422 on `email`. The code (demo: logged, and `123456` works for it) is valid for 10 minutes. Sends are limited like every other code (per IP, a cooldown and an hourly number per address, and the same hourly number per user: SEND_LIMIT_*); a wrong password or a taken address counts as a failed attempt, checked before the password (RATE_LIMIT_*, as at sign-in). Either: 429 with `data.retry_after` and a `Retry-After` header. Needs `update-profile`.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example customer@khidma.test */
            email: string;
            current_password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                email: string;
                /** @description seconds */
                expires_in: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/user/email/change-verify": {
    /**
     * Confirm the new email address with its code; it becomes the account's (verified) email
     * @description `email` is the address the code was sent to. A wrong or expired code is a 422 on `otp` and counts as a failed attempt (RATE_LIMIT_*, as at sign-in; 429 with `retry_after` when used up). Answers the same `{user, roles, default_role}` as `GET user/me`.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example customer@khidma.test */
            email: string;
            /** @example 123456 */
            otp: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  phone: string | null;
                  /** @enum {string|null} */
                  gender: "female" | "male" | "other" | null;
                  user_profile: string | null;
                  /** @enum {string} */
                  status: "active" | "inactive";
                  preferred_language: string;
                  email_verified_at: string | null;
                  phone_verified_at: string | null;
                  last_login_at: string | null;
                  roles: {
                    id: number;
                    name: string;
                    /** @enum {string} */
                    type: "internal" | "partner" | "customer";
                    permissions: string[];
                  }[];
                  partner_details: {
                    id: number | null;
                    name_en: string | null;
                    name_ar: string | null;
                  };
                };
                roles: {
                  id: number;
                  name: string;
                  /** @enum {string} */
                  type: "internal" | "partner" | "customer";
                  permissions: string[];
                }[];
                default_role: string | null;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/get-configurations": {
    /**
     * Public configuration: app constants, statuses by type, master settings (any token)
     * @description Any token (client or user). configurations' default_date_format, default_time_format, vat_percentage and prices_include_vat are the saved platform settings, and master_setting is as saved: a settings/update shows here on the next request (nothing is cached; Cache-Control: no-store).
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                /**
                 * @example {
                 *   "app_name": "Khidma",
                 *   "currency": "AED",
                 *   "country": "AE",
                 *   "timezone": "Asia/Dubai",
                 *   "vat_percentage": 5
                 * }
                 */
                configurations: {
                  [key: string]: unknown;
                };
                /** @description Statuses grouped by type (booking, package, ...) */
                statuses: {
                  [key: string]: {
                    id: number;
                    name: string;
                    display_name: string;
                    display_name_ar: string;
                  }[];
                };
                /**
                 * @example {
                 *   "support_email": "support@khidma.ae"
                 * }
                 */
                master_setting: {
                  [key: string]: unknown;
                };
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/settings": {
    /**
     * Platform settings (permission read-settings)
     * @description Permission read-settings, internal roles only (a partner or customer: 403). The saved settings over their defaults: formats, pricing_and_taxes (VAT rate, prices include VAT, TRN, legal address), loyalty, cancellation fee tiers, payout_cycle, payout_hold_days, default_commission_percent (the default commission rate in force) and master_setting (what get-configurations serves).
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["SettingsResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/settings/update": {
    /**
     * Update platform settings (permission update-settings)
     * @description Permission update-settings, internal roles only (a partner or customer: 403). A partial body shaped like GET settings plus master_setting: nested objects merge key by key with the saved value, then the merged whole is validated. 422 with dotted field keys (e.g. master_setting.support_email, cancellation.late_hours, pricing_and_taxes.vat_percentage; English, or Arabic on Accept-Language: ar) and nothing saved: a date format outside DD-MM-YYYY | DD/MM/YYYY | YYYY-MM-DD | MM/DD/YYYY | D MMM YYYY, a time format outside hh:mm A | HH:mm, a VAT rate outside 0-100, a TRN that is not 15 digits, fee tiers that are not whole numbers or not ordered (free_hours > late_hours >= 0; 0 <= late_percent <= very_late_percent <= missed_percent <= 100), payout_cycle not weekly or monthly, payout_hold_days outside 0-60, default_commission_percent outside 0-100, a bad support e-mail, phone or http(s) link. A new default_commission_percent adds a default commission rate from today (Asia/Dubai). One transaction, one audit row (entity settings, before and after). Answers the whole saved settings (GET settings).
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["SettingsUpdateBodyInput"];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["SettingsResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/mobile/category/list": {
    /**
     * Service categories (sort_order, then id)
     * @description `trending=1` only trending ones; `partner_id` only the categories that partner offers.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          trending?: "0" | "1" | "true" | "false";
          partner_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Category"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/service-categories": {
    /** Categories that have active services (of the partner, with partner_id) */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          partner_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Category"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/mobile/partner/list": {
    /**
     * Active partners (service providers)
     * @description Sort with `sort-key`/`sort-val` or `sortKey`/`sortVal`: `average_rating` and `service_count` always descending; `near_me` by distance from `latitude`/`longitude` (required); otherwise id (asc by default). `distance_km` is filled whenever latitude/longitude are given. `community_id` (extension) keeps partners serving that community.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          latitude?: number;
          longitude?: number;
          country?: string;
          timeZone?: string;
          status?: string;
          is_favourite?: "0" | "1" | "true" | "false";
          "sort-key"?: "average_rating" | "service_count" | "near_me" | "id";
          "sort-val"?: "asc" | "desc";
          sortKey?: "average_rating" | "service_count" | "near_me" | "id";
          sortVal?: "asc" | "desc";
          search?: string;
          category_id?: number;
          emirate_id?: number;
          community_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Partner"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/web/partner/list": {
    /**
     * Active partners (service providers)
     * @description Sort with `sort-key`/`sort-val` or `sortKey`/`sortVal`: `average_rating` and `service_count` always descending; `near_me` by distance from `latitude`/`longitude` (required); otherwise id (asc by default). `distance_km` is filled whenever latitude/longitude are given. `community_id` (extension) keeps partners serving that community.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          latitude?: number;
          longitude?: number;
          country?: string;
          timeZone?: string;
          status?: string;
          is_favourite?: "0" | "1" | "true" | "false";
          "sort-key"?: "average_rating" | "service_count" | "near_me" | "id";
          "sort-val"?: "asc" | "desc";
          sortKey?: "average_rating" | "service_count" | "near_me" | "id";
          sortVal?: "asc" | "desc";
          search?: string;
          category_id?: number;
          emirate_id?: number;
          community_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Partner"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/mobile/partner/details": {
    /** A partner's public profile with its categories and first 20 services */
    get: {
      parameters: {
        query: {
          partner_id: number;
          latitude?: number;
          longitude?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                slug: string;
                name: string;
                name_en: string;
                name_ar: string;
                logo: string | null;
                cover_image: string | null;
                about: string;
                about_en: string;
                about_ar: string;
                average_rating: number;
                rating_count: number;
                service_count: number;
                package_count: number;
                status: string;
                /** @description Names of the emirates the partner serves */
                emirates: string[];
                /** @description Communities served */
                community_count: number;
                years_in_business: number;
                cash_on_delivery: boolean;
                latitude: number | null;
                longitude: number | null;
                /** @description From latitude/longitude when given (1 decimal), else null */
                distance_km: number | null;
                /** @description false when signed out */
                is_favourite: boolean;
                /** @description Categories the partner offers (service_count: theirs) */
                categories: components["schemas"]["Category"][];
                /** @description The partner's first 20 active services */
                services: components["schemas"]["Service"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/mobile/service/list": {
    /**
     * Active services of active partners
     * @description Filters: category_id, partner_id, trending, is_favourite (signed-in user's), search (name, English or Arabic), community_id (extension: partners serving it). Sort (extension): sortKey id|price|average_rating|name, sortVal asc|desc; default id ascending.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          category_id?: number;
          partner_id?: number;
          community_id?: number;
          is_favourite?: "0" | "1" | "true" | "false";
          country?: string;
          search?: string;
          trending?: "0" | "1" | "true" | "false";
          sortKey?: "id" | "price" | "average_rating" | "name";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Service"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/mobile/service/details": {
    /** A service with its latest 10 reviews and 6 related services (same category) */
    get: {
      parameters: {
        query: {
          service_id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                slug: string;
                partner_id: number;
                category_id: number;
                name: string;
                name_en: string;
                name_ar: string;
                description: string;
                description_en: string;
                description_ar: string;
                /** @description What the price includes, in the request's language */
                includes: string[];
                includes_en: string[];
                includes_ar: string[];
                /** @description Price incl. 5% VAT (AED, 2 decimals) */
                price: number;
                /** @description price - vat_amount (AED, 2 decimals) */
                price_excl_vat: number;
                /** @description round(price * 5 / 105, 2) (AED, 2 decimals) */
                vat_amount: number;
                duration_minutes: number;
                image: string | null;
                average_rating: number;
                rating_count: number;
                /** @description 0 or 1 */
                is_trending: number;
                status: string;
                /** @description 0 or 1 */
                active: number;
                is_favourite: boolean;
                partner: {
                  id: number;
                  name: string;
                  logo: string | null;
                  average_rating: number;
                };
                category: {
                  id: number;
                  name: string;
                  slug: string;
                };
                /** @description Latest 10 visible reviews */
                reviews: components["schemas"]["Review"][];
                /** @description Up to 6 other services of the same category */
                related: components["schemas"]["Service"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/reviews/list": {
    /** Visible reviews of a partner or a service, newest first */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          partner_id?: number;
          service_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Review"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/search": {
    /**
     * Search categories, services and partners by name (English or Arabic)
     * @description `limit` caps each group (default 5, at most 50).
     */
    get: {
      parameters: {
        query: {
          q: string;
          limit?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                categories: components["schemas"]["Category"][];
                services: components["schemas"]["Service"][];
                partners: components["schemas"]["Partner"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/web/list": {
    /**
     * Approved, active packages (id descending)
     * @description Filters: partner_id, category_id, type (property type), is_handpicked, search (extension). `status` other than Approved or `active=0` find nothing for customers. latitude/longitude/country are accepted.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?: "Approved" | "Pending" | "Rejected" | "Changes Requested";
          active?: "0" | "1" | "true" | "false";
          partner_id?: number;
          latitude?: number;
          longitude?: number;
          country?: string;
          type?: "apartment" | "villa" | "office";
          is_handpicked?: "0" | "1" | "true" | "false";
          category_id?: number;
          search?: string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Package"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/details": {
    /**
     * A package with its durations and property types
     * @description Customers (and client tokens) see Approved, active packages only. A partner role holding read-package also sees its own pending, rejected or inactive packages; an internal role holding read-package sees any.
     */
    get: {
      parameters: {
        query: {
          package_id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                partner_id: number;
                category_id: number | null;
                name: string;
                name_en: string;
                name_ar: string;
                description: string;
                description_en: string;
                description_ar: string;
                image: string | null;
                /** @description Active services it bundles */
                services: {
                  id: number;
                  name: string;
                }[];
                visits_per_month: number;
                /**
                 * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
                 * @enum {string}
                 */
                unused_visits?: "lost" | "carry_over";
                property_types: ("apartment" | "villa" | "office")[];
                /** @description Approved | Pending | Rejected | Changes Requested */
                status: string;
                /** @description 0 or 1 */
                active: number;
                /** @description 0 or 1 */
                is_handpicked: number;
                /** @description Lowest monthly price incl. VAT over its pricing (AED, 2 decimals) */
                starting_price: number | null;
                partner: {
                  id: number;
                  name: string;
                  logo: string | null;
                  average_rating: number;
                };
                durations: components["schemas"]["PackageDuration"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/property/list": {
    /** Property types with their sizes (with package_id: only those the package prices) */
    get: {
      parameters: {
        query?: {
          package_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PropertyType"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/duration/price-and-property": {
    /**
     * Monthly prices of every size of one property type, for one duration of a package
     * @description `property_id` is the property type's id (see `package/property/list`).
     */
    get: {
      parameters: {
        query: {
          package_id: number;
          package_duration_id: number;
          property_id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                package_duration: components["schemas"]["PackageDuration"];
                property_type: {
                  /** @description property_id */
                  id: number;
                  /** @enum {string} */
                  type: "apartment" | "villa" | "office";
                  name: string;
                  name_en: string;
                  name_ar: string;
                };
                prices: {
                  /** @description Size key */
                  property_size: string;
                  property_size_id: number;
                  size_name: string;
                  /** @description Monthly price incl. VAT, before the duration's discount (AED, 2 decimals) */
                  price: number;
                  /** @description Monthly price after the duration's discount: total / months (AED, 2 decimals) */
                  discounted_monthly_price: number;
                  /** @description Price of the whole term incl. VAT, after the discount (AED, 2 decimals) */
                  total: number;
                }[];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/price": {
    /**
     * Price quote of a package for a duration, property type and size (all amounts computed here)
     * @description monthly_price comes from the package's pricing for (duration, property type, size); list_total = monthly_price x months; discount_amount = round(list_total x discount_percent / 100, 2); total = list_total - discount_amount; vat_amount = round(total x r / (100 + r), 2) at the saved VAT rate r (vat_percentage); subtotal_excl_vat = total - vat_amount; price_per_visit = round(total / visits_total, 2). Every amount includes VAT unless named excl_vat. An unknown package, duration, type or size, or a combination the package does not price, is a 422 on that field.
     */
    get: {
      parameters: {
        query: {
          package_id: number;
          /** @description package_duration_id */
          duration: number;
          /** @description apartment | villa | office (or the type's id) */
          property_type: string;
          /** @description Size key (studio, 1br, office-s, ...) or its id */
          property_size: string;
          /** @description Accepted; not used for the price yet */
          user_address_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackagePriceQuote"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/master/emirates": {
    /** The seven emirates */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Emirate"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/area/community/list": {
    /** Communities (by emirate, then name); with partner_id the ones that partner serves */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          emirate_id?: number;
          partner_id?: number;
          search?: string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Community"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/banners/get-by-target/{target}": {
    /** Banners live now for a target (customer or partner), by sort_order */
    get: {
      parameters: {
        path: {
          target: "customer" | "partner";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Banner"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/faq/list": {
    /** Frequently asked questions (audience customer or partner; both when omitted) */
    get: {
      parameters: {
        query?: {
          audience?: "customer" | "partner";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Faq"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/content/{slug}": {
    /** A content page (terms-and-conditions, privacy-policy) as markdown */
    get: {
      parameters: {
        path: {
          slug: string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ContentPage"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/contact": {
    /** Send a message to Khidma support (any token) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Aisha Khan */
            name: string;
            /** @example customer@khidma.test */
            email: string;
            /** @example +971 50 123 4567 */
            phone?: string | null;
            /** @example Question about my booking */
            subject: string;
            /** @example Hello, I would like to know ... */
            message: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/customer/favourite/add": {
    /** Mark a partner or a service as a favourite (idempotent) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            type: "partner" | "service";
            /**
             * @description The partner's or service's id
             * @example 1
             */
            id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                /** @enum {string} */
                type: "partner" | "service";
                id: number;
                is_favourite: boolean;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/favourite/remove": {
    /** Remove a favourite (idempotent) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            type: "partner" | "service";
            /**
             * @description The partner's or service's id
             * @example 1
             */
            id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                /** @enum {string} */
                type: "partner" | "service";
                id: number;
                is_favourite: boolean;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/favourite/list": {
    /** The customer's favourite partners (type=partner, default) or services (type=service) */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description partner (default) or service */
          type?: "partner" | "service";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              /** @description Partners or services, newest favourite first */
              data:
                | {
                    data: components["schemas"]["Partner"][];
                    /** @description Rows matching the filters */
                    total: number;
                    current_page: number;
                    /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                    per_page: number;
                    last_page: number;
                  }
                | {
                    data: components["schemas"]["Service"][];
                    /** @description Rows matching the filters */
                    total: number;
                    current_page: number;
                    /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                    per_page: number;
                    last_page: number;
                  };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/category-preferences": {
    /** The signed-in user's preferred categories */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                /** @description The categories the user cares about, in the order chosen */
                category_ids: number[];
                categories: {
                  id: number;
                  slug: string;
                  name: string;
                  name_en: string;
                  name_ar: string;
                  icon: string | null;
                }[];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
    /** Replace the signed-in user's preferred categories */
    post: {
      requestBody: {
        content: {
          "application/json": {
            category_ids: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                /** @description The categories the user cares about, in the order chosen */
                category_ids: number[];
                categories: {
                  id: number;
                  slug: string;
                  name: string;
                  name_en: string;
                  name_ar: string;
                  icon: string | null;
                }[];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/support/thread": {
    /**
     * The caller's open support conversation (signed in: by user; guest: by the X-Support-Key header)
     * @description `after_id` answers only messages newer than that id (polling). A guest without a key, or whose thread is closed, gets `thread: null`.
     */
    get: {
      parameters: {
        query?: {
          /** @description Only messages with a greater id (polling) */
          after_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                thread: components["schemas"]["SupportThread"] | null;
                messages: components["schemas"]["SupportMessage"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/support/messages": {
    /**
     * Send a message to support: appends to the open conversation or starts one
     * @description Guests (client token) starting a conversation must give `guest_name` and `guest_email`; the answer then carries `support_key` (shown once; only its hash is stored). The first message of a conversation gets an automatic system reply in the caller's language.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Hello, my cleaner has not arrived yet. */
            body: string;
            subject?: string;
            /** @description Required for guests (client token) starting a thread */
            guest_name?: string;
            /** @description Required for guests (client token) starting a thread */
            guest_email?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                thread: components["schemas"]["SupportThread"];
                /** @description The messages this call added (the customer's, plus any system reply) */
                messages: components["schemas"]["SupportMessage"][];
                /** @description Only when a guest starts a thread: send it back as X-Support-Key to read the thread */
                support_key?: string;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          content: {
            "application/json": components["schemas"]["TooManyRequests"];
          };
        };
      };
    };
  };
  "/api/v2/admin/support/threads": {
    /**
     * Support conversations for staff, latest activity first (permission read-support)
     * @description Internal users holding read-support. `status` open or closed, `assigned=me` only the caller's conversations, `search` part of the subject or of the customer's (or guest's) name or e-mail. Each row names the agent it is `assigned_to` (null: nobody).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?: "open" | "closed";
          /** @description `me`: only conversations assigned to the caller */
          assigned?: "me";
          /** @description Part of the subject, or of the customer's (or guest's) name or e-mail */
          search?: string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminSupportThread"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/support/threads/{id}": {
    /** One support conversation with every message (permission read-support) */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                thread: components["schemas"]["AdminSupportThread"];
                messages: components["schemas"]["SupportMessage"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/support/threads/{id}/reply": {
    /**
     * Reply to a support conversation as an agent (permission reply-support)
     * @description Internal users holding reply-support. The customer sees the reply in the chat at its next poll and gets a notification (English and Arabic) linking to /support; a guest only sees it in the chat. A closed conversation answers 422 saying so.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @example Hello, my cleaner has not arrived yet. */
            body: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                thread: components["schemas"]["AdminSupportThread"];
                message: components["schemas"]["SupportMessage"];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/support/threads/{id}/close": {
    /**
     * Close a support conversation (permission reply-support)
     * @description Internal users holding reply-support. The customer's next message starts a new conversation. Closing a closed conversation answers 422 saying so.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                thread: components["schemas"]["AdminSupportThread"];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/support/threads/{id}/assign": {
    /**
     * Assign a support conversation to an agent (permission reply-support)
     * @description Internal users holding reply-support. `user_id` defaults to the caller; it must be an active internal user holding reply-support (else 422). Reassigning replaces the agent. A closed conversation answers 422.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The agent: an active internal user holding reply-support (default: the caller) */
            user_id?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                thread: components["schemas"]["AdminSupportThread"];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user-address/list": {
    /** The signed-in user's addresses, default first */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["UserAddress"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user-address/create": {
    /** Add an address (the first one becomes the default) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example home */
            label: string;
            /** @example 1 */
            emirate_id: number;
            /** @example 1 */
            community_id: number;
            /** @example Marina Heights */
            building: string;
            /** @example 1204 */
            apartment_or_villa_number: string;
            street?: string;
            /** @example apartment */
            property_type: string;
            /** @example 2br */
            property_size: string;
            latitude?: number;
            longitude?: number;
            /** @description Make this the default address (the first address always is) */
            is_default?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["UserAddress"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user-address/update/{id}": {
    /** Replace one of the signed-in user's addresses */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @example home */
            label: string;
            /** @example 1 */
            emirate_id: number;
            /** @example 1 */
            community_id: number;
            /** @example Marina Heights */
            building: string;
            /** @example 1204 */
            apartment_or_villa_number: string;
            street?: string;
            /** @example apartment */
            property_type: string;
            /** @example 2br */
            property_size: string;
            latitude?: number;
            longitude?: number;
            /** @description Make this the default address (the first address always is) */
            is_default?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["UserAddress"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user-address/delete/{id}": {
    /** Delete an address (when it was the default, the newest remaining one becomes the default) */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user-address/default/{id}": {
    /** Make one of the signed-in user's addresses the default */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["UserAddress"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/company-types": {
    /** Company types an applicant chooses from (a client token is enough) */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["CompanyType"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/current": {
    /**
     * The applicant's working (or latest) application; starts a draft when there is none
     * @description A draft or changes-requested application first, else the latest. With none yet, a draft is created (when the role may create-application). A user that already has a partner profile and no application gets `data: null`.
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"] | null;
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/step/company": {
    /**
     * Save the company step
     * @description Validates and saves this step only (422 with field errors otherwise); the rest of the application is kept. Only a draft or changes-requested application can be changed (422 on `status`).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Falcon Home Services LLC */
            legal_name_en: string;
            /** @example فالكون للخدمات المنزلية ذ.م.م */
            legal_name_ar: string;
            /**
             * @description 3..30 letters or digits (`-` and `/` allowed between them)
             * @example 1234567
             */
            trade_license_number: string;
            /**
             * @description YYYY-MM-DD, after today (Asia/Dubai)
             * @example 2027-06-30
             */
            trade_license_expiry: string;
            /**
             * @description a key from `GET partner/company-types`
             * @example llc
             */
            company_type: string;
            /**
             * @description VAT Tax Registration Number (15 digits, starts with 100); omit when not VAT registered
             * @example 100123456700003
             */
            trn?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/step/contact-bank": {
    /**
     * Save the contact and bank step
     * @description Validates and saves this step only (422 with field errors otherwise); the rest of the application is kept. Only a draft or changes-requested application can be changed (422 on `status`).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Layla Haddad */
            contact_person: string;
            /**
             * @description UAE mobile; answered as +9715XXXXXXXX
             * @example +971 50 456 7890
             */
            contact_phone: string;
            /** @example owner@falcon-home.ae */
            contact_email: string;
            /** @example Emirates NBD */
            bank_name: string;
            /**
             * @description UAE IBAN (spaces allowed), ISO 13616 checked
             * @example AE07 0331 2345 6789 0123 456
             */
            iban: string;
            /** @example Falcon Home Services LLC */
            account_name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/step/areas": {
    /**
     * Save the serviceable areas step
     * @description Validates and saves this step only (422 with field errors otherwise); the rest of the application is kept. Only a draft or changes-requested application can be changed (422 on `status`).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description communities served (`GET area/community/list?limit=-1`)
             * @example [
             *   1,
             *   2,
             *   3
             * ]
             */
            community_ids: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/step/services": {
    /**
     * Save the services step
     * @description Validates and saves this step only (422 with field errors otherwise); the rest of the application is kept. Only a draft or changes-requested application can be changed (422 on `status`).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            services: {
              /** @example 1 */
              category_id: number;
              /** @example Home cleaning (2 hours) */
              name_en: string;
              /** @example تنظيف المنزل (ساعتان) */
              name_ar: string;
              /**
               * @description AED incl. 5% VAT, up to 2 decimals
               * @example 150
               */
              price: number;
              /** @example 120 */
              duration_minutes: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/document": {
    /**
     * Upload a document (multipart: type, file, original_name?); replaces that type's document
     * @description multipart/form-data with `type` (trade_license | vat_certificate | insurance | owner_emirates_id), `file` (PDF, JPEG or PNG, checked by content, up to 10 MB: 413 beyond) and optionally `original_name`. Answers 201 with the application.
     */
    post: {
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/document/{id}": {
    /** Delete one of the applicant's documents (404 for another's) */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/logo": {
    /** Upload the company logo (multipart `logo`: JPEG, PNG or WebP up to 2 MB) */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/submit": {
    /**
     * Submit the application (or resubmit it after changes were requested)
     * @description 422 `Complete every step before submitting.` with one error per incomplete step, keyed `company`, `contact_bank`, `documents`, `areas`, `services`; 422 on `status` when it is not a draft or changes-requested.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            comment?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/list": {
    /** The applicant's applications, newest first */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?: "draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["ApplicationSummary"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/view/{id}": {
    /** One of the applicant's applications with documents and the comments thread (404 for another's) */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/application/list": {
    /** Partner applications (drafts only with status=draft), id descending by default */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?: "draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected";
          search?: string;
          sortKey?: "id" | "created_at" | "updated_at" | "submitted_at" | "legal_name_en" | "status";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["ApplicationSummary"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/application/view/{id}": {
    /** One application with documents, the comments thread and the applicant */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/application/under-review/{id}": {
    /** Start reviewing a submitted application */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            comment?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/application/request-changes/{id}": {
    /** Send a submitted or under-review application back to the applicant (comment required) */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @example Please upload a trade license that is still valid. */
            comment: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/application/approve/{id}": {
    /** Approve: creates the partner profile (partner, served communities, services) and links the applicant */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            comment?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/application/reject/{id}": {
    /** Reject a submitted or under-review application (comment required) */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @example Please upload a trade license that is still valid. */
            comment: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerApplication"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/application/document/{id}/file": {
    /**
     * The bytes of an application document (applicant, or internal read-application; or a signed URL)
     * @description Trade licence, Emirates ID, VAT certificate, insurance: never public. With a Bearer token: the applicant (403 for another partner) or an internal role holding `read-application`; 401 without a token. The application answers' `documents[].path` is this URL signed for 10 minutes (`expires`, `signature`), for links and previews that cannot send the header. `Cache-Control: private, no-store`.
     */
    get: {
      parameters: {
        query?: {
          expires?: number;
          signature?: string;
        };
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: never;
        };
      };
    };
  };
  "/api/v2/customer/order/details/{id}": {
    /** One of the caller's orders */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Order"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/invoice/{order_id}": {
    /** The tax invoice of one of the caller's paid orders (404 until paid) */
    get: {
      parameters: {
        path: {
          order_id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Invoice"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/checkout": {
    /**
     * Buy the package cart (Idempotency-Key accepted)
     * @description Card: the order is pending; pay it with `payment/pay`. Wallet: paid at once and the subscription is active.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example 1 */
            user_address_id: number;
            /**
             * @description Tomorrow .. 60 days ahead (Asia/Dubai)
             * @example 2026-06-01
             */
            start_date: string;
            /** @enum {string} */
            payment_method: "card" | "wallet";
            coupon_code?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Order"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/package/subscriptions": {
    /** The caller's purchased packages, newest first */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["PackageSubscription"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payment/pay": {
    /**
     * Pay one of the caller's pending or failed card orders (Idempotency-Key accepted)
     * @description Test gateway: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (402). A declined order stays `failed` and can be paid again. 503 when no card gateway is configured (the test gateway works only in demo mode); the order stays payable.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example 1 */
            order_id: number;
            /**
             * @description Spaces allowed; checked with Luhn
             * @example 4242 4242 4242 4242
             */
            card_number: string;
            /** @example 12 */
            exp_month: number;
            /**
             * @description 4 digits (2 digits read as 20xx)
             * @example 2030
             */
            exp_year: number;
            /** @example 123 */
            cvc: string;
            /** @example Aisha Al Mansoori */
            card_name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Order"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        402: {
          content: {
            "application/json": components["schemas"]["PaymentDeclined"];
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        503: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payment/gateway": {
    /**
     * The active payment gateway and its documented test cards (public)
     * @description `available` is false when card payments cannot be taken (no gateway configured); `test_cards` is filled only in demo mode.
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                name: string;
                available: boolean;
                test_cards: {
                  number: string;
                  result: string;
                }[];
              };
              message: string;
            };
          };
        };
      };
    };
  };
  "/api/v2/wallet/balance": {
    /** Wallet balance and loyalty points */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["WalletBalance"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/wallet/transactions": {
    /** Wallet transactions, newest first */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["WalletTransaction"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/wallet/top-up": {
    /**
     * Add money to the wallet by card (Idempotency-Key accepted)
     * @description Creates a top-up order and charges the card in one call; a decline answers 402 and credits nothing.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description AED 10 - 5,000
             * @example 200
             */
            amount: number;
            /**
             * @description Spaces allowed; checked with Luhn
             * @example 4242 4242 4242 4242
             */
            card_number: string;
            /** @example 12 */
            exp_month: number;
            /**
             * @description 4 digits (2 digits read as 20xx)
             * @example 2030
             */
            exp_year: number;
            /** @example 123 */
            cvc: string;
            /** @example Aisha Al Mansoori */
            card_name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                balance: number;
                transaction: components["schemas"]["WalletTransaction"];
                order_number: string;
                order_id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        402: {
          content: {
            "application/json": components["schemas"]["PaymentDeclined"];
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/loyalty/summary": {
    /** Loyalty points, their value and the latest 20 movements */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["LoyaltySummary"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/loyalty/redeem": {
    /** Turn loyalty points into wallet money (points x aed_per_point) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example 100 */
            points: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                points: number;
                balance: number;
                credited: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/notifications/list": {
    /**
     * The signed-in user's notifications, newest first (unread=1: only unread ones)
     * @description Any signed-in user (customer, partner or staff; no permission): only the caller's own. `unread_first=1` puts the unread ones first (each part newest first). The answer carries `unread_count` beside the page.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description 1: only unread ones */
          unread?: "0" | "1" | "true" | "false";
          /** @description 1: unread ones first (each part newest first) */
          unread_first?: "0" | "1" | "true" | "false";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["NotificationPage"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/notifications/unread-count": {
    /**
     * How many of the signed-in user's notifications are unread
     * @description Any signed-in user (no permission). Cheap (index `(user_id, read_at)`): the portals' header badge polls it.
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                count: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/notifications/mark-read/{id}": {
    /**
     * Mark one notification as read (404 for another user's)
     * @description Any signed-in user (no permission), on their own notification; reading it twice keeps the first time.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Notification"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/notifications/mark-all-read": {
    /**
     * Mark every notification of the signed-in user as read
     * @description Any signed-in user (no permission); answers the unread count left (0).
     */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                count: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/cart-items": {
    /**
     * The caller's service cart (an empty cart has id null)
     * @description A guest (client token) or a signed-in customer. Amounts in AED incl. VAT; summary.vat_amount = round(total x r / (100 + r), 2) at the VAT rate r saved in settings (5%).
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Cart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/add-to-cart": {
    /**
     * Add a service (one provider per cart: 409 for another provider unless replace is true)
     * @description A guest (client token) or a signed-in customer. The quantity is added to what the cart holds (at most 20).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example 1 */
            service_id: number;
            /** @description 1-20, default 1 (added to the quantity already in the cart) */
            quantity?: number;
            /** @description true: empty the cart first (to switch provider) */
            replace?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Cart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                partner: {
                  id: number;
                  name: string;
                };
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/edit-cart-item": {
    /** Change a cart line's quantity (1-20) */
    post: {
      requestBody: {
        content: {
          "application/json": {
            cart_item_id: number;
            /** @description 1-20 */
            quantity: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Cart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/remove-cart-item/{id}": {
    /** Remove a line from the service cart */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Cart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/clear-cart": {
    /** Empty the service cart (lines, coupon, notes and photos) */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Cart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/add-notes-and-images-to-cart": {
    /**
     * Notes and photos for the provider, on the cart or on one of its lines (multipart/form-data)
     * @description Fields: `notes` (up to 1000 characters; absent: unchanged, empty: cleared), `images` (0-5 files, JPEG, PNG or WebP by content, 5 MB each: 413 when larger), `keep_images` (JSON array of current photo paths to keep; absent: all kept), `cart_item_id` (optional: that line instead of the whole cart). At most 5 photos in all (422 on images). A JSON body is accepted too (no photos then).
     */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Cart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        415: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/cart/apply-coupon": {
    /**
     * Apply a coupon to the service cart
     * @description 422 on coupon_code when the code is unknown, expired or does not apply to this cart.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example WELCOME10 */
            coupon_code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Cart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/cart/remove-coupon": {
    /** Remove the service cart's coupon */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Cart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/add/to/cart": {
    /**
     * Put a package in the package cart (one package at a time: it replaces what was there)
     * @description Priced by the same quote as GET package/price; an invalid combination is a 422 on that field.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            package_id: number;
            /** @description Or `duration` */
            package_duration_id: number;
            /** @description apartment | villa | office (or the type's id) */
            property_type: string;
            /** @description Size key (studio, 1br, ...) or its id */
            property_size: string;
            /** @description One of the signed-in customer's addresses */
            user_address_id?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageCart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/cart/fetch": {
    /** The caller's package cart */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageCart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/package/cart-items": {
    /** The package cart's lines and their count */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                items: components["schemas"]["PackageCartItem"][];
                count: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/cart/remove/{id}": {
    /** Remove a line from the package cart */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageCart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/coupon/apply": {
    /** Apply a coupon to the package cart */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example WELCOME10 */
            coupon_code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageCart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/coupon/remove": {
    /** Remove the package cart's coupon */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageCart"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/available-dates": {
    /**
     * Which dates of a partner have a free slot (today .. 30 days ahead)
     * @description Query partner_id (required), from? (default today, Asia/Dubai), days? (1-30, default 14), duration_minutes?, service_id?. The job: duration_minutes if given, else the service's (service_id), else the caller's service cart (duration x quantity), at least 60; the needed services: service_id (a service of the partner, 422 otherwise), else the cart's, else none. Slots start on the hour inside the weekday's hours, from 3 h from now up to 30 days ahead; the whole job must fit before closing and overlap no break. No slots on the partner's holiday ranges for the whole company or on the UAE public holidays it closes on. Capacity: when the partner has active technicians, the technicians who can do every needed service (skills by service or category; none listed = everything), are not on a holiday naming them and are on shift for the whole job (their own week, else the partner's, breaks included); overlapping bookings assigned to one of them make that one busy, unassigned ones take one each. A partner without technicians takes the weekday's capacity number of overlapping bookings. A date is unavailable with reason `holiday` (holiday_name: the range's title or the public holiday's name), `closed` (closed weekday, nobody on shift with the skill, or beyond 30 days), `past` (before today, or no start left 3 h from now) or `full`.
     */
    get: {
      parameters: {
        query: {
          partner_id: number;
          /** @description Default: today (Asia/Dubai) */
          from?: string;
          /** @description 1-30, default 14 */
          days?: number;
          /** @description Default: the service's (service_id), else the caller's cart (at least 60) */
          duration_minutes?: number;
          /** @description A service of the partner: only technicians with its skill count. Default: the cart's services */
          service_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AvailableDates"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/time-slots": {
    /**
     * A partner's slots on one date (Asia/Dubai), for the cart's job length
     * @description Query partner_id and date (required), duration_minutes?, service_id?. The job: duration_minutes if given, else the service's (service_id), else the caller's service cart (duration x quantity), at least 60; the needed services: service_id (a service of the partner, 422 otherwise), else the cart's, else none. Slots start on the hour inside the weekday's hours, from 3 h from now up to 30 days ahead; the whole job must fit before closing and overlap no break. No slots on the partner's holiday ranges for the whole company or on the UAE public holidays it closes on. Capacity: when the partner has active technicians, the technicians who can do every needed service (skills by service or category; none listed = everything), are not on a holiday naming them and are on shift for the whole job (their own week, else the partner's, breaks included); overlapping bookings assigned to one of them make that one busy, unassigned ones take one each. A partner without technicians takes the weekday's capacity number of overlapping bookings. Each slot gives `free`: how many more bookings it takes now.
     */
    get: {
      parameters: {
        query: {
          partner_id: number;
          date: string;
          /** @description Default: the service's (service_id), else the caller's cart (at least 60) */
          duration_minutes?: number;
          /** @description A service of the partner: only technicians with its skill count. Default: the cart's services */
          service_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["TimeSlots"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/booking/time-slots": {
    /**
     * What a customer would see: a partner's slots on one date, for a service (the schedule preview)
     * @description A partner role for its own company (another partner_id: 403), an internal role for the partner_id given (required). Query date (required), partner_id, duration_minutes? (default: the service's, else 60), service_id?. The answer and rules of customer/booking/time-slots (no cart). The job: duration_minutes if given, else the service's (service_id), else the caller's service cart (duration x quantity), at least 60; the needed services: service_id (a service of the partner, 422 otherwise), else the cart's, else none. Slots start on the hour inside the weekday's hours, from 3 h from now up to 30 days ahead; the whole job must fit before closing and overlap no break. No slots on the partner's holiday ranges for the whole company or on the UAE public holidays it closes on. Capacity: when the partner has active technicians, the technicians who can do every needed service (skills by service or category; none listed = everything), are not on a holiday naming them and are on shift for the whole job (their own week, else the partner's, breaks included); overlapping bookings assigned to one of them make that one busy, unassigned ones take one each. A partner without technicians takes the weekday's capacity number of overlapping bookings. Permission read-working-hours.
     */
    get: {
      parameters: {
        query: {
          /** @description Required for an internal caller; a partner's own by default */
          partner_id?: number;
          date: string;
          /** @description Default: the service's (service_id), else 60 */
          duration_minutes?: number;
          /** @description A service of the partner: only technicians with its skill count */
          service_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["TimeSlots"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/request": {
    /** Book the service cart: multipart or JSON {user_address_id, date, time (HH:mm), payment_method (card|wallet|cash), notes?, images? (0-5 photos), coupon_code?}. Idempotency-Key supported. */
    post: {
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Order"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/list": {
    /** The caller's bookings (status: one status, upcoming or past), scheduled_at descending by default */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?:
            | "requested"
            | "confirmed"
            | "technician-assigned"
            | "on-the-way"
            | "in-progress"
            | "completed"
            | "cancelled"
            | "declined"
            | "no-show"
            | "upcoming"
            | "past";
          sortKey?: "scheduled_at" | "created_at" | "total" | "number" | "status";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Booking"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/details/{id}": {
    /** One of the caller's bookings with its timeline, technician, quotations and report */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["BookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/cancel-preview/{id}": {
    /** The fee and refund of cancelling now */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["FeePreview"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/cancel/{id}": {
    /** Cancel (expected_fee must match the preview); paid - fee goes back to the wallet */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            reason?: string;
            /** @description The fee (AED) the customer was shown (cancel-preview) */
            expected_fee: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["BookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/reschedule-preview/{id}": {
    /** The fee of rescheduling now (with date and time: also checks that slot) */
    get: {
      parameters: {
        query?: {
          date?: string;
          time?: string;
        };
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["FeePreview"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/reschedule/{id}": {
    /** Move to another free slot (expected_fee must match the preview; a fee is paid from the wallet or by card). Idempotency-Key supported. */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @example 2026-03-15 */
            date: string;
            /** @example 10:00 */
            time: string;
            /** @description The fee (AED) the customer was shown (reschedule-preview) */
            expected_fee: number;
            /**
             * @description How to pay a fee (default wallet)
             * @enum {string}
             */
            payment_method?: "wallet" | "card";
            /** @description Card fields, when paying the fee by card */
            card_number?: string | number;
            exp_month?: string | number;
            exp_year?: string | number;
            cvc?: string | number;
            card_name?: string | number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["BookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        402: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/quotation/list": {
    /** Quotations on the caller's bookings, newest first */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          booking_id?: number;
          status?: "pending" | "accepted" | "declined" | "expired";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Quotation"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/quotation/details/{id}": {
    /** One quotation on the caller's bookings */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Quotation"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/quotation/accept/{id}": {
    /** Accept a pending quotation: an order of kind quotation (card: pay with payment/pay; wallet: paid at once; cash: only for a cash booking, collected with its cash). payment_method defaults to the booking's. The partner is notified. Idempotency-Key supported. */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description Default: how the booking is paid (cash only for a cash booking: it is collected with the booking's cash)
             * @enum {string}
             */
            payment_method?: "card" | "wallet" | "cash";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Order"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/quotation/decline/{id}": {
    /** Decline a pending quotation */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Quotation"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/booking-appointment/change-status/{id}": {
    /**
     * Staff: move a booking along requested > confirmed > technician-assigned > on-the-way > in-progress > completed, decline a request, record a no-show, or cancel it (a partner only its own bookings); the customer is notified
     * @description Permission update-booking-appointment, an internal role or a partner role of a user with a partner profile (another partner's booking answers 404). Body {status, note?, technician_id?}. Allowed moves: the next step of the flow; cancelled from requested, confirmed or technician-assigned (all paid refunded to the wallet); declined from requested (note = the reason, required; all paid refunded, coupon use given back); no-show from technician-assigned or on-the-way once the slot has started (the missed-appointment fee of settings.cancellation kept, the rest refunded); technician-assigned again with another technician reassigns. A new technician must be the partner's active Technician with the skills for the booking's services, on shift for the whole job and free of overlapping bookings. Any other move: 422 on status saying why; a technician conflict: 422 on technician_id naming it.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            status:
              | "requested"
              | "confirmed"
              | "technician-assigned"
              | "on-the-way"
              | "in-progress"
              | "completed"
              | "cancelled"
              | "declined"
              | "no-show";
            note?: string;
            technician_id?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["BookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/package/visit/summary/{id}": {
    /**
     * A subscription's visits: months, the current month's visits left, and the visits booked
     * @description A signed-in customer (customer role) and only their own subscriptions: another's answers 404. A subscription runs for its duration's months from starts_on; month i runs from starts_on + i months to the day before starts_on + i + 1 months. Each month allows visits_total / months visits; a visit not used by its month's end is lost, or with the package's unused_visits = carry_over added to the next month (until the package ends). The current month is the one today falls in (the first before the package starts). can_book is false with a reason (not_paid, not_active, ended, used_up, no_address) when a visit cannot be booked now. visits lists the visits that count (not cancelled or declined), by date.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageVisitSummary"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/package/visit/available-dates": {
    /**
     * Which dates of the visit's month have a free slot with the package's partner
     * @description A signed-in customer (customer role) and only their own subscriptions: another's answers 404. Query subscription_id (required), booking_id? (rescheduling that visit: its own month, its slot left out), from?, days? (1-31). A subscription runs for its duration's months from starts_on; month i runs from starts_on + i months to the day before starts_on + i + 1 months. Each month allows visits_total / months visits; a visit not used by its month's end is lost, or with the package's unused_visits = carry_over added to the next month (until the package ends). The current month is the one today falls in (the first before the package starts). The slot rules of customer/booking/time-slots for the package's job: its services (only technicians able to do every one count) and the longest of their durations (at least 60 minutes), only on dates of the visit's month from today (or the month's first day) up to 30 days ahead. Answers the month and its dates (reason holiday, closed, past or full when unavailable). 422 on subscription_id when the package cannot be booked now (not paid, not active, ended, no address).
     */
    get: {
      parameters: {
        query: {
          subscription_id: number;
          /** @description Rescheduling this visit of the subscription: its own month's dates, its own slot counted free */
          booking_id?: number;
          /** @description Default: today (Asia/Dubai), or the month's first day */
          from?: string;
          /** @description At most this many dates (default: to the month's end, 30 days ahead) */
          days?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageVisitDates"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/package/visit/time-slots": {
    /**
     * The package partner's slots on one date of the visit's month
     * @description A signed-in customer (customer role) and only their own subscriptions: another's answers 404. Query subscription_id and date (required), booking_id? (rescheduling that visit). The slot rules of customer/booking/time-slots for the package's job: its services (only technicians able to do every one count) and the longest of their durations (at least 60 minutes), only on dates of the visit's month from today (or the month's first day) up to 30 days ahead. 422 on date outside the month (the message names its dates), on subscription_id when the package cannot be booked now.
     */
    get: {
      parameters: {
        query: {
          subscription_id: number;
          /** @description Rescheduling this visit of the subscription: its own month's dates, its own slot counted free */
          booking_id?: number;
          date: string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["TimeSlots"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/package/visit/book": {
    /**
     * Book a visit of this month: {subscription_id, date, time (HH:mm), notes?}. Idempotency-Key supported.
     * @description A signed-in customer (customer role) and only their own subscriptions: another's answers 404. A booking of the package's partner at the subscription's address, linked to it (subscription_id), starting as requested like a service booking and counted against the current month. The package covers it: total 0, payment_status paid, no order and no invoice. The customer and the partner's team (owner, dispatchers) are notified as for a service booking. 422 on subscription_id when the package is not paid, not active, has ended, has no address or the month's visits are all booked (of two requests for the last visit only one succeeds); on date outside the current month (and the package's dates); on time when the slot is not free. Reschedule and cancel a visit with customer/booking/reschedule/{id} and customer/booking/cancel/{id} (no fee: a visit costs 0; a visit stays in its month; cancelling gives it back to the month).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example 1 */
            subscription_id: number;
            /** @example 2026-03-15 */
            date: string;
            /** @example 10:00 */
            time: string;
            notes?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["BookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/list": {
    /**
     * Packages for partners and admins: every status, active or not (id descending by default)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Filters: status, active, partner_id, category_id, is_handpicked, search (package or partner name). sortKey id|name|status|created_at|updated_at|visits_per_month, sortVal asc|desc (a sortKey without sortVal sorts ascending). Permission read-package.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?: "Approved" | "Pending" | "Rejected" | "Changes Requested";
          partner_id?: number;
          active?: "0" | "1" | "true" | "false";
          category_id?: number;
          is_handpicked?: "0" | "1" | "true" | "false";
          search?: string;
          sortKey?: "id" | "name" | "status" | "created_at" | "updated_at" | "visits_per_month";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["ManagedPackage"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/create": {
    /**
     * Create a package (status Approved, active 1)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). JSON or multipart: name_en, name_ar, description_en?, description_ar?, category_id, service_ids (the partner's services, 1..50), visits_per_month (1..31), unused_visits? (lost|carry_over: what a visit not used by its month's end becomes; default lost, unchanged on update when omitted), property_types (apartment|villa|office), partner_id (internal roles), image? (multipart file, JPEG/PNG/WebP up to 5 MB). Lists may be arrays, JSON arrays or comma-separated. Permission create-package.
     */
    post: {
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                partner_id: number;
                category_id: number | null;
                name: string;
                name_en: string;
                name_ar: string;
                description: string;
                description_en: string;
                description_ar: string;
                image: string | null;
                /** @description Active services it bundles */
                services: {
                  id: number;
                  name: string;
                }[];
                visits_per_month: number;
                /**
                 * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
                 * @enum {string}
                 */
                unused_visits?: "lost" | "carry_over";
                property_types: ("apartment" | "villa" | "office")[];
                /** @description Approved | Pending | Rejected | Changes Requested */
                status: string;
                /** @description 0 or 1 */
                active: number;
                /** @description 0 or 1 */
                is_handpicked: number;
                /** @description Lowest monthly price incl. VAT over its pricing (AED, 2 decimals) */
                starting_price: number | null;
                partner: {
                  id: number;
                  name: string;
                  logo: string | null;
                  average_rating: number;
                };
                status_label: string;
                /** @description Every service the package bundles (active or not) */
                service_ids: number[];
                duration_count: number;
                /** @description Priced (duration, property type, size) combinations */
                price_count: number;
                created_at: string;
                updated_at: string;
                durations: components["schemas"]["PackageDuration"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/update/{id}": {
    /**
     * Replace a package's fields (the same body as create; a new image replaces the old one)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Prices of property types no longer offered are removed. Permission update-package.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                partner_id: number;
                category_id: number | null;
                name: string;
                name_en: string;
                name_ar: string;
                description: string;
                description_en: string;
                description_ar: string;
                image: string | null;
                /** @description Active services it bundles */
                services: {
                  id: number;
                  name: string;
                }[];
                visits_per_month: number;
                /**
                 * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
                 * @enum {string}
                 */
                unused_visits?: "lost" | "carry_over";
                property_types: ("apartment" | "villa" | "office")[];
                /** @description Approved | Pending | Rejected | Changes Requested */
                status: string;
                /** @description 0 or 1 */
                active: number;
                /** @description 0 or 1 */
                is_handpicked: number;
                /** @description Lowest monthly price incl. VAT over its pricing (AED, 2 decimals) */
                starting_price: number | null;
                partner: {
                  id: number;
                  name: string;
                  logo: string | null;
                  average_rating: number;
                };
                status_label: string;
                /** @description Every service the package bundles (active or not) */
                service_ids: number[];
                duration_count: number;
                /** @description Priced (duration, property type, size) combinations */
                price_count: number;
                created_at: string;
                updated_at: string;
                durations: components["schemas"]["PackageDuration"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/change/status": {
    /**
     * Change a package's status (Pending | Approved | Rejected | Changes Requested), with a comment
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). `comments` is required for Rejected and Changes Requested; the change and the comment go into the package's thread (`package/comments`). `status_performed_by` and `user_id` are accepted; the server records the signed-in user and its role type. Permission change-package-status.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            package_id: number;
            /** @enum {string} */
            status: "Approved" | "Pending" | "Rejected" | "Changes Requested";
            comments?: string;
            /** @description Accepted for compatibility; the server records who performed it from the token */
            status_performed_by?: string;
            /** @description Accepted for compatibility; the signed-in user is recorded */
            user_id?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                partner_id: number;
                category_id: number | null;
                name: string;
                name_en: string;
                name_ar: string;
                description: string;
                description_en: string;
                description_ar: string;
                image: string | null;
                /** @description Active services it bundles */
                services: {
                  id: number;
                  name: string;
                }[];
                visits_per_month: number;
                /**
                 * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
                 * @enum {string}
                 */
                unused_visits?: "lost" | "carry_over";
                property_types: ("apartment" | "villa" | "office")[];
                /** @description Approved | Pending | Rejected | Changes Requested */
                status: string;
                /** @description 0 or 1 */
                active: number;
                /** @description 0 or 1 */
                is_handpicked: number;
                /** @description Lowest monthly price incl. VAT over its pricing (AED, 2 decimals) */
                starting_price: number | null;
                partner: {
                  id: number;
                  name: string;
                  logo: string | null;
                  average_rating: number;
                };
                status_label: string;
                /** @description Every service the package bundles (active or not) */
                service_ids: number[];
                duration_count: number;
                /** @description Priced (duration, property type, size) combinations */
                price_count: number;
                created_at: string;
                updated_at: string;
                durations: components["schemas"]["PackageDuration"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/update/status": {
    /**
     * Turn a package on or off (active 1 | 0)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission update-package.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            package_id: number;
            active: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                partner_id: number;
                category_id: number | null;
                name: string;
                name_en: string;
                name_ar: string;
                description: string;
                description_en: string;
                description_ar: string;
                image: string | null;
                /** @description Active services it bundles */
                services: {
                  id: number;
                  name: string;
                }[];
                visits_per_month: number;
                /**
                 * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
                 * @enum {string}
                 */
                unused_visits?: "lost" | "carry_over";
                property_types: ("apartment" | "villa" | "office")[];
                /** @description Approved | Pending | Rejected | Changes Requested */
                status: string;
                /** @description 0 or 1 */
                active: number;
                /** @description 0 or 1 */
                is_handpicked: number;
                /** @description Lowest monthly price incl. VAT over its pricing (AED, 2 decimals) */
                starting_price: number | null;
                partner: {
                  id: number;
                  name: string;
                  logo: string | null;
                  average_rating: number;
                };
                status_label: string;
                /** @description Every service the package bundles (active or not) */
                service_ids: number[];
                duration_count: number;
                /** @description Priced (duration, property type, size) combinations */
                price_count: number;
                created_at: string;
                updated_at: string;
                durations: components["schemas"]["PackageDuration"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/change-handpicked-package-status": {
    /**
     * Mark a package handpicked (shown on the storefront home) or not
     * @description Internal roles only, permission change-handpicked-package-status (partners: 403).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            package_id: number;
            is_handpicked: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                partner_id: number;
                category_id: number | null;
                name: string;
                name_en: string;
                name_ar: string;
                description: string;
                description_en: string;
                description_ar: string;
                image: string | null;
                /** @description Active services it bundles */
                services: {
                  id: number;
                  name: string;
                }[];
                visits_per_month: number;
                /**
                 * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
                 * @enum {string}
                 */
                unused_visits?: "lost" | "carry_over";
                property_types: ("apartment" | "villa" | "office")[];
                /** @description Approved | Pending | Rejected | Changes Requested */
                status: string;
                /** @description 0 or 1 */
                active: number;
                /** @description 0 or 1 */
                is_handpicked: number;
                /** @description Lowest monthly price incl. VAT over its pricing (AED, 2 decimals) */
                starting_price: number | null;
                partner: {
                  id: number;
                  name: string;
                  logo: string | null;
                  average_rating: number;
                };
                status_label: string;
                /** @description Every service the package bundles (active or not) */
                service_ids: number[];
                duration_count: number;
                /** @description Priced (duration, property type, size) combinations */
                price_count: number;
                created_at: string;
                updated_at: string;
                durations: components["schemas"]["PackageDuration"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/create/comment": {
    /**
     * Add a comment to a package's thread
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission update-package.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            package_id: number;
            comments: string;
            status_performed_by?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageComment"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/comments": {
    /**
     * A package's comments and status changes, oldest first
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission read-package.
     */
    get: {
      parameters: {
        query: {
          package_id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PackageComment"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/clone/on-edit/{id}": {
    /**
     * Copy a package with its services, property types, durations and pricing
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). The copy is named "... (copy)" / "... (نسخة)", keeps the status, and starts inactive (active 0, not handpicked) so it can be edited before going live. Permission create-package.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
                partner_id: number;
                category_id: number | null;
                name: string;
                name_en: string;
                name_ar: string;
                description: string;
                description_en: string;
                description_ar: string;
                image: string | null;
                /** @description Active services it bundles */
                services: {
                  id: number;
                  name: string;
                }[];
                visits_per_month: number;
                /**
                 * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
                 * @enum {string}
                 */
                unused_visits?: "lost" | "carry_over";
                property_types: ("apartment" | "villa" | "office")[];
                /** @description Approved | Pending | Rejected | Changes Requested */
                status: string;
                /** @description 0 or 1 */
                active: number;
                /** @description 0 or 1 */
                is_handpicked: number;
                /** @description Lowest monthly price incl. VAT over its pricing (AED, 2 decimals) */
                starting_price: number | null;
                partner: {
                  id: number;
                  name: string;
                  logo: string | null;
                  average_rating: number;
                };
                status_label: string;
                /** @description Every service the package bundles (active or not) */
                service_ids: number[];
                duration_count: number;
                /** @description Priced (duration, property type, size) combinations */
                price_count: number;
                created_at: string;
                updated_at: string;
                durations: components["schemas"]["PackageDuration"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/delete/{id}": {
    /**
     * Delete a package
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). 422 on package_id while it has active or pending subscriptions. A package sold before is kept for its orders and subscriptions but hidden everywhere (deleted_at). Permission delete-package.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/duration": {
    /**
     * A package's durations (months ascending by default)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). search (label or months), sortKey id|months|discount_percent|label, sortVal. Permission read-package.
     */
    get: {
      parameters: {
        query: {
          page?: number;
          limit?: number;
          package_id: number;
          search?: string;
          sortKey?: "id" | "months" | "discount_percent" | "label";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["ManagedPackageDuration"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
    /**
     * Add a duration to a package, or update one (with id)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). months 1..36 (unique per package), discount_percent 0..90 (on the whole term), labels default to "N months". Permission save-duration-pricing.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Update this duration; omit to add one */
            id?: number;
            package_id: number;
            months: number;
            /** @description Default `N months` */
            label_en?: string;
            /** @description Default Arabic `N أشهر` */
            label_ar?: string;
            /** @description 0..90, at most 2 decimals; default 0 */
            discount_percent?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ManagedPackageDuration"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/package/duration/delete/{id}": {
    /**
     * Delete a duration with its prices (422 once it has been sold)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission save-duration-pricing.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/save/duration/pricing": {
    /**
     * Set the monthly prices of one duration (replaces that duration's prices)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). prices: [{property_type, property_size (key), price (monthly AED incl. VAT, before the duration's discount)}]; each type must be one the package offers, each size one of the type's. Permission save-duration-pricing.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            package_id: number;
            package_duration_id: number;
            prices: {
              /** @enum {string} */
              property_type: "apartment" | "villa" | "office";
              property_size: string;
              /** @description Monthly price incl. VAT (AED), before the duration's discount */
              price: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                package_id: number;
                prices: components["schemas"]["PackagePrice"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/save/pricing": {
    /**
     * Set the same monthly prices for every duration of a package (replaces all its prices)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). The duration's discount makes longer terms cheaper. 422 on package_id when it has no duration yet. Permission save-duration-pricing.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            package_id: number;
            /** @description Applied to every duration of the package */
            prices: {
              /** @enum {string} */
              property_type: "apartment" | "villa" | "office";
              property_size: string;
              /** @description Monthly price incl. VAT (AED), before the duration's discount */
              price: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                package_id: number;
                prices: components["schemas"]["PackagePrice"][];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/get/duration/pricing": {
    /**
     * A package's prices (of one duration with package_duration_id)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Default order: months, property type, size. search (type, size, duration label), sortKey id|price|months|property_type|property_size, sortVal. Permission read-package.
     */
    get: {
      parameters: {
        query: {
          page?: number;
          limit?: number;
          package_id: number;
          package_duration_id?: number;
          search?: string;
          sortKey?: "id" | "price" | "months" | "property_type" | "property_size";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["PackagePrice"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/service/list": {
    /**
     * A partner's services, active or not (id descending by default)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Filters: partner_id, category_id, active, search; sortKey id|name|price|duration_minutes|created_at|average_rating, sortVal. Permission read-service.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          partner_id?: number;
          category_id?: number;
          active?: "0" | "1" | "true" | "false";
          search?: string;
          sortKey?: "id" | "name" | "price" | "duration_minutes" | "created_at" | "average_rating";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["ManagedService"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/service/details/{id}": {
    /**
     * One of the partner's services
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission read-service.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ManagedService"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/service/create": {
    /**
     * Add a service (active)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). JSON or multipart: category_id, name_en, name_ar, description_en?, description_ar?, price (AED incl. VAT, 1..100000, 2 decimals), duration_minutes (15..1440), includes_en?/includes_ar? (lists of up to 20 lines), partner_id (internal roles), image? (JPEG/PNG/WebP up to 5 MB; default: the category's image). Permission create-service.
     */
    post: {
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ManagedService"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/service/update/{id}": {
    /**
     * Replace a service's fields (the same body as create)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission update-service.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ManagedService"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/service/status/{id}": {
    /**
     * Turn a service on or off (active 1 | 0); an inactive service leaves the storefront
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission update-service.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            active: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ManagedService"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/service-area/list": {
    /**
     * The communities a partner serves, grouped by emirate
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission read-partner-service-area. (The flat list: GET area/community/list?partner_id=&limit=-1.)
     */
    get: {
      parameters: {
        query?: {
          partner_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerServiceAreas"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/service-area/add": {
    /**
     * Add communities to the areas a partner serves (ones already served are kept)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). community_ids: 1..1000 distinct ids (GET area/community/list?limit=-1). Permission create-service-area.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            partner_id?: number;
            community_ids: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerServiceAreas"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/service-area/remove": {
    /**
     * Stop serving communities (ones not served are ignored)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permission delete-service-area.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            partner_id?: number;
            community_ids: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerServiceAreas"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/profile": {
    /**
     * The partner's company profile with a ratings summary
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permissions read-profile and read-service (the Technician role holds no read-service: 403).
     */
    get: {
      parameters: {
        query?: {
          partner_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerProfile"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/profile/update": {
    /**
     * Update the company profile (only the fields given)
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). JSON or multipart: about_en?, about_ar?, phone? (UAE, stored +971...), email?, cash_on_delivery? (0|1), partner_id (internal roles), logo? (multipart file, JPEG/PNG/WebP up to 2 MB). Permissions update-profile and update-service.
     */
    post: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerProfile"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/dashboard": {
    /**
     * A partner's live figures: services, packages by status, upcoming appointments, revenue, rating
     * @description A partner role with a partner profile acts on its own partner only (another partner's row: 403); an internal role acts on any partner (give `partner_id`). Permissions read-dashboard and read-package (the Technician role: 403); "earnings" (from the partner ledger) needs read-payout too, else null.
     */
    get: {
      parameters: {
        query?: {
          partner_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerDashboard"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/list": {
    /**
     * Service categories of every status, with service, package and attribute counts
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Filters: search (names, slug), status (active|inactive), trending (1|0). sortKey id|name|sort_order|created_at|status|is_trending|service_count, sortVal; default sort_order then id. Permission read-service-category.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          sortVal?: "asc" | "desc";
          status?: "active" | "inactive";
          trending?: "0" | "1" | "true" | "false";
          sortKey?: "id" | "name" | "sort_order" | "created_at" | "status" | "is_trending" | "service_count";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminCategory"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/details/{id}": {
    /**
     * One service category
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-service-category.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCategory"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/create": {
    /**
     * Create a service category
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). JSON or multipart: name_en, name_ar (the English name unique), description_en?, description_ar?, is_trending? (0|1), sort_order? (default: last), status? (active|inactive), image? (file: JPEG/PNG/WebP up to 5 MB; also the icon until one is uploaded). Permission create-service-category.
     */
    post: {
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCategory"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/update/{id}": {
    /**
     * Replace a service category's fields (a new image replaces the old one)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). The same body as create; is_trending, sort_order and status keep their value when omitted. Permission update-service-category.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCategory"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/icon/{id}": {
    /**
     * Replace a service category's icon
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). multipart: icon (JPEG/PNG/WebP up to 2 MB, required). Permission update-service-category.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCategory"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/status/{id}": {
    /**
     * Activate or deactivate a service category (inactive: off the storefront)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Body {status: active|inactive}. Permission update-service-category.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            status: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCategory"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/bulk-status": {
    /**
     * Activate or deactivate several service categories
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Body {ids (1..500), status}. Unknown ids: 422 on ids.{i}, nothing changed. Permission update-service-category.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            ids: number[];
            /** @enum {string} */
            status: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                updated: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/trending/{id}": {
    /**
     * Mark a service category trending (storefront home) or not
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Body {is_trending: 0|1}. Permission update-service-category.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            is_trending: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCategory"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/reorder": {
    /**
     * Put service categories in a new order (storefront order)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Body {ids}: category ids in their new order, all of them or a subset (e.g. one page: they keep the places they held among all categories). Every category is then numbered 1..n. Unknown ids: 422 ids.{i}; a repeated id: 422 ids.{i}. Permission update-service-category.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Category ids in their new order (all of them, or one page) */
            ids: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                updated: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-category/delete/{id}": {
    /**
     * Delete a service category that no service, package or application uses
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). In use: 422 on id (deactivate it instead). Permission delete-service-category.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/service/list": {
    /**
     * Every partner's services, active or not (id descending by default)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Filters: partner_id, category_id, active, search; sortKey id|name|price|duration_minutes|created_at|average_rating, sortVal. Edit with POST partner/service/update/{id}, details GET partner/service/details/{id} (internal roles act on any partner there). Permission read-service.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          partner_id?: number;
          category_id?: number;
          active?: "0" | "1" | "true" | "false";
          search?: string;
          sortKey?: "id" | "name" | "price" | "duration_minutes" | "created_at" | "average_rating";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["ManagedService"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/service/status/{id}": {
    /**
     * Activate or deactivate any partner's service
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Body {active: 0|1}. Permission update-service.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            active: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ManagedService"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/service/bulk-status": {
    /**
     * Activate or deactivate several services
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Body {ids (1..500), active: 0|1}. Unknown ids: 422 ids.{i}, nothing changed. Permission update-service.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            ids: number[];
            active: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                updated: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/attribute/list": {
    /**
     * Attributes with their options and categories
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Filters: search, type (text|number|select), category_id, status. sortKey id|name|type|sort_order|created_at, sortVal; default sort_order then id. Permission read-attribute.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          sortVal?: "asc" | "desc";
          type?: "text" | "number" | "select";
          category_id?: number;
          status?: "active" | "inactive";
          sortKey?: "id" | "name" | "type" | "sort_order" | "created_at";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Attribute"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/attribute/details/{id}": {
    /**
     * One attribute
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-attribute.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Attribute"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/attribute/create": {
    /**
     * Create an attribute
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). {name_en, name_ar, type (text|number|select), options? ([{en, ar}], 1..50 for select), category_ids?, is_required?, sort_order?, status?}. Permission create-attribute.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name_en: string;
            name_ar: string;
            /** @enum {string} */
            type: "text" | "number" | "select";
            /** @description select: [{en, ar}] (1..50); ignored for text and number */
            options?: {
              en: string;
              ar: string;
            }[];
            /** @description The service categories it applies to */
            category_ids?: number[];
            is_required?: 0 | 1;
            sort_order?: number;
            /** @enum {string} */
            status?: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Attribute"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/attribute/update/{id}": {
    /**
     * Replace an attribute (category_ids omitted: the links stay)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). The same body as create. Permission update-attribute.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            name_en: string;
            name_ar: string;
            /** @enum {string} */
            type: "text" | "number" | "select";
            /** @description select: [{en, ar}] (1..50); ignored for text and number */
            options?: {
              en: string;
              ar: string;
            }[];
            /** @description The service categories it applies to */
            category_ids?: number[];
            is_required?: 0 | 1;
            sort_order?: number;
            /** @enum {string} */
            status?: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Attribute"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/attribute/delete/{id}": {
    /**
     * Delete an attribute (and its links to categories)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission delete-attribute.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/banner/list": {
    /**
     * Banners of every status and schedule, each with is_live
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Filters: search (titles), target (customer|partner), status, live (1: live now, 0: not). sortKey id|title|sort_order|starts_at|ends_at|status, sortVal; default sort_order then id. Permission read-banner.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          sortVal?: "asc" | "desc";
          target?: "customer" | "partner";
          status?: "active" | "inactive";
          live?: "0" | "1" | "true" | "false";
          sortKey?: "id" | "title" | "sort_order" | "starts_at" | "ends_at" | "status";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminBanner"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/banner/details/{id}": {
    /**
     * One banner
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-banner.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminBanner"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/banner/create": {
    /**
     * Create a banner
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). JSON or multipart: title_en, title_ar, subtitle_en?, subtitle_ar?, link? (a site path /... or an http(s) URL), target (customer|partner, default customer), sort_order? (default: last of its target), starts_at?, ends_at? (date-times, stored UTC; the end after the start), status? (active|inactive), image (file: JPEG/PNG/WebP up to 5 MB) or image as text (a site path or https URL). Permission create-banner.
     */
    post: {
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminBanner"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/banner/update/{id}": {
    /**
     * Replace a banner's fields (the image stays unless a new one comes)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). The same body as create; blank starts_at/ends_at clear the schedule. Permission update-banner.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminBanner"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/banner/status/{id}": {
    /**
     * Activate or deactivate a banner
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Body {status: active|inactive}. Permission update-banner.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            status: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminBanner"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/banner/delete/{id}": {
    /**
     * Delete a banner
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission delete-banner.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-type/list": {
    /**
     * Property types with their sizes and how much uses them
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). search (names, key); by sort_order. Permission read-property.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminPropertyType"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-type/details/{id}": {
    /**
     * One property type with its sizes
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-property.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminPropertyType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-type/create": {
    /**
     * Create a property type (one of apartment, villa, office that does not exist yet)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). {type, name_en, name_ar, sort_order?}. The keys are fixed because package pricing, carts and addresses store them. Permission create-property.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description apartment | villa | office (package pricing and addresses use these keys)
             * @enum {string}
             */
            type: "apartment" | "villa" | "office";
            name_en: string;
            name_ar: string;
            sort_order?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminPropertyType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-type/update/{id}": {
    /**
     * Rename or reorder a property type (its key cannot change)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). {name_en, name_ar, sort_order?, type? (must be the current key)}. Permission update-property.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description apartment | villa | office (package pricing and addresses use these keys)
             * @enum {string}
             */
            type?: "apartment" | "villa" | "office";
            name_en: string;
            name_ar: string;
            sort_order?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminPropertyType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-type/delete/{id}": {
    /**
     * Delete a property type (and its sizes) that nothing uses
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Used by packages, prices, carts, subscriptions or addresses: 422 on id. Permission delete-property.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-size/list": {
    /**
     * Property sizes (of one type with property_type_id)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). search, property_type_id; sortKey id|key|name|sort_order, sortVal (within the type's order). Permission read-property.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          sortVal?: "asc" | "desc";
          property_type_id?: number;
          sortKey?: "id" | "key" | "name" | "sort_order";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminPropertySize"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-size/create": {
    /**
     * Add a size to a property type
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). {property_type_id, key (lower-case letters, digits, dashes; unique in the type), name_en, name_ar, sort_order?}. Permission create-property.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            property_type_id: number;
            /** @description e.g. 2br, office-m: what prices and addresses store */
            key: string;
            name_en: string;
            name_ar: string;
            sort_order?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminPropertySize"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-size/update/{id}": {
    /**
     * Rename, re-key or reorder a size (a size in use keeps its key)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). {key, name_en, name_ar, sort_order?}. Permission update-property.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description e.g. 2br, office-m: what prices and addresses store */
            key: string;
            name_en: string;
            name_ar: string;
            sort_order?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminPropertySize"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/property-size/delete/{id}": {
    /**
     * Delete a size that nothing uses
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Used by prices, carts, subscriptions or addresses: 422 on id. Permission delete-property.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/emirate/list": {
    /**
     * The emirates with their area and community counts
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-service-area.
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminEmirate"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/area/list": {
    /**
     * Areas (emirate -> area -> community) with their community counts
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Filters: emirate_id, status, search. sortKey id|name|sort_order|community_count, sortVal; default emirate, sort_order, name. Permission read-service-area.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          sortVal?: "asc" | "desc";
          emirate_id?: number;
          status?: "active" | "inactive";
          sortKey?: "id" | "name" | "sort_order" | "community_count";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Area"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/area/details/{id}": {
    /**
     * One area
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-service-area.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Area"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/area/create": {
    /**
     * Create an area in an emirate
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). {emirate_id, name_en, name_ar, sort_order?, status?}. Permission create-service-area.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            emirate_id: number;
            name_en: string;
            name_ar: string;
            sort_order?: number;
            /** @enum {string} */
            status?: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Area"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/area/update/{id}": {
    /**
     * Replace an area (another emirate moves its communities with it)
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). The same body as create. Permission update-service-area.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            emirate_id: number;
            name_en: string;
            name_ar: string;
            sort_order?: number;
            /** @enum {string} */
            status?: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Area"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/area/delete/{id}": {
    /**
     * Delete an area without communities
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). With communities: 422 on id. Permission delete-service-area.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/community/list": {
    /**
     * Communities with their emirate, area and partner counts
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Filters: emirate_id, area_id, search. sortKey id|name|emirate|area|partner_count, sortVal; default emirate, area, name. Permission read-service-area.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          sortVal?: "asc" | "desc";
          emirate_id?: number;
          area_id?: number;
          sortKey?: "id" | "name" | "emirate" | "area" | "partner_count";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminCommunity"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/community/details/{id}": {
    /**
     * One community
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-service-area.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCommunity"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/community/create": {
    /**
     * Create a community in an area
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). {emirate_id, area_id (of that emirate), name_en, name_ar, latitude (22..27), longitude (51..57)}. Permission create-service-area.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            emirate_id: number;
            area_id: number;
            name_en: string;
            name_ar: string;
            latitude: number;
            longitude: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCommunity"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/community/update/{id}": {
    /**
     * Replace a community
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). The same body as create. Permission update-service-area.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            emirate_id: number;
            area_id: number;
            name_en: string;
            name_ar: string;
            latitude: number;
            longitude: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCommunity"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/service-area/community/delete/{id}": {
    /**
     * Delete a community nothing uses
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Served by partners, or used by addresses, bookings or applications: 422 on id. Permission delete-service-area.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/booking/list": {
    /**
     * Every partner's appointments, with per-status counts for the tabs (id descending by default)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Filters: status, search (booking number, customer name/email/phone, partner name), partner_id, customer_id, technician_id, payment_status, service_id, area_id, community_id, date_from/date_to (slot date, Asia/Dubai). sortKey id|number|scheduled_at|created_at|total|status, sortVal (a sortKey without sortVal sorts ascending). Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description One status (the tabs); absent: every status */
          status?:
            | "requested"
            | "confirmed"
            | "technician-assigned"
            | "on-the-way"
            | "in-progress"
            | "completed"
            | "cancelled"
            | "declined"
            | "no-show";
          /** @description Booking number, customer name, email or phone, partner name */
          search?: string;
          partner_id?: number;
          customer_id?: number;
          technician_id?: number;
          payment_status?: "pending" | "paid" | "cash" | "refunded" | "failed";
          /** @description Bookings with this service among their items */
          service_id?: number;
          /** @description Bookings with a service of this job type among their items (issue 18a) */
          job_type_id?: number;
          /** @description Bookings at an address in a community of this area */
          area_id?: number;
          /** @description Bookings at an address in this community */
          community_id?: number;
          /** @description Slot on or after this date (Asia/Dubai) */
          date_from?: string;
          /** @description Slot on or before this date (Asia/Dubai) */
          date_to?: string;
          sortKey?: "id" | "number" | "scheduled_at" | "created_at" | "total" | "status";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminBooking"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
                /** @description Bookings per status under the other filters (for the status tabs); `all` is their sum */
                status_counts: {
                  [key: string]: number;
                };
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/booking/details/{id}": {
    /**
     * An appointment: timeline (history with who did it), items, customer, partner, technician, quotations, completion report, reassignment requests, order and payments, next statuses
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Change the status with POST booking-appointment/change-status/{id}. Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminBookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/booking/bulk-status": {
    /**
     * Move several appointments to one status (e.g. confirm or cancel a selection)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Body {ids (1..100), status, note?}. Each booking follows the flow rules of booking-appointment/change-status (technician-assigned needs a technician already set); the answer lists the ids updated and, for the others, why not. Permission update-booking-appointment.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            ids: number[];
            /** @enum {string} */
            status:
              | "requested"
              | "confirmed"
              | "technician-assigned"
              | "on-the-way"
              | "in-progress"
              | "completed"
              | "cancelled"
              | "declined"
              | "no-show";
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                updated: number[];
                failed: {
                  id: number;
                  message: string;
                }[];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/reassignment/list": {
    /**
     * Technicians' reassignment requests (id descending by default)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Filters: status (pending|approved|rejected), partner_id, booking_id, search (booking number, technician or customer name, reason). sortKey id|created_at|updated_at|status. Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?: "pending" | "approved" | "rejected";
          partner_id?: number;
          booking_id?: number;
          /** @description Booking number, technician or customer name */
          search?: string;
          sortKey?: "id" | "created_at" | "updated_at" | "status";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["ReassignmentRequest"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/reassignment/approve/{id}": {
    /**
     * Approve a pending request: hand the booking to another technician, or to another partner
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Body {new_technician_id | new_partner_id (exactly one; 422 on new_technician_id otherwise), note?}. new_technician_id: an active Technician of the booking's partner, not the current one; the booking gets the technician (confirmed becomes technician-assigned), a history row, and the customer and both technicians are notified. new_partner_id (issue 16): an active partner serving the booking's community, offering its service categories, with the booking's slot free (admin/reassignment/eligible-partners/{id}; 422 on new_partner_id naming why not); the booking moves without a technician (confirmed; a request stays a request), its items and order follow, the old partner's pending quotations lapse; the customer and both partners are notified. 422 on status when already handled, on booking when completed or cancelled (or, to another partner, already in progress). The requesting partner is told the outcome. Permission update-booking-appointment.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description Another technician of the booking's partner (or give new_partner_id) */
            new_technician_id?: number;
            /** @description Another partner serving the booking's area with its slot free (admin/reassignment/eligible-partners/{id}) */
            new_partner_id?: number;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ReassignmentRequest"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/reassignment/reject/{id}": {
    /**
     * Reject a pending request with a note (the booking stays as it is)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Body {note (required, up to 500)}. The requesting partner (and the technician) are told, with the note; the customer hears their provider stays. Permission update-booking-appointment.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            note: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ReassignmentRequest"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/technician/list": {
    /**
     * A partner's active users holding a Technician role, with their open jobs
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Query partner_id (required). Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        query: {
          partner_id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Technician"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/quotation/list": {
    /**
     * Every partner's quotations (id descending by default)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Filters: status (pending|accepted|declined|expired: a pending one past valid_until), partner_id, booking_id, search (quotation or booking number, customer name, title). sortKey id|created_at|total|valid_until|status. Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          status?: "pending" | "accepted" | "declined" | "expired";
          partner_id?: number;
          booking_id?: number;
          /** @description Quotation or booking number, customer name, title */
          search?: string;
          sortKey?: "id" | "created_at" | "total" | "valid_until" | "status";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminQuotation"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/completion-report/list": {
    /**
     * Completion reports: photos, notes, customer sign-off (id descending by default)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Filters: partner_id, booking_id, signoff (0|1), search (booking number, customer or technician name, notes), date_from/date_to (report date). sortKey id|created_at. Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          partner_id?: number;
          booking_id?: number;
          /** @description 1: signed off by the customer, 0: not signed */
          signoff?: 0 | 1;
          /** @description Booking number, customer or technician name, notes */
          search?: string;
          date_from?: string;
          date_to?: string;
          sortKey?: "id" | "created_at";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["CompletionReport"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/review/list": {
    /**
     * Every review, visible or hidden (id descending by default)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Filters: rating (1-5), is_visible (0|1), partner_id, service_id, replied (0|1), search (customer name, comment, partner or service name). sortKey id|created_at|rating. Permission read-rating-reviews.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          rating?: number;
          is_visible?: 0 | 1;
          partner_id?: number;
          service_id?: number;
          /** @description 1: with a staff reply, 0: without */
          replied?: 0 | 1;
          /** @description Customer name, comment, partner or service name */
          search?: string;
          sortKey?: "id" | "created_at" | "rating";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminReview"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/review/visibility": {
    /**
     * Show or hide reviews; the partners' and services' ratings are recomputed from visible reviews
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Body {ids (1..500, distinct), is_visible (0|1)}. Hidden reviews leave the storefront (reviews/list, service details) and the averages. Unknown ids: 422 on ids.{i}. Permission update-rating-reviews.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            ids: number[];
            is_visible: 0 | 1;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                ids: number[];
                is_visible: boolean;
                partners: {
                  id: number;
                  average_rating: number;
                  rating_count: number;
                }[];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/review/reply/{id}": {
    /**
     * Reply to a review (replaces an earlier reply)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Body {reply (1..1000)}. Permission update-rating-reviews.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            reply: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminReview"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/availability": {
    /**
     * A partner's working hours per weekday and capacity, holidays (90 days) and the load of the next days (default 14)
     * @description Internal roles only (a partner or customer role holding the same permission: 403). Query partner_id (required), from? (default today, Asia/Dubai), days? (1-31, default 14). Working hours with breaks and technicians on shift per weekday; holidays overlapping 90 days from `from` (the partner's ranges, whole company or named technicians, and the UAE public holidays it closes on); the active technicians with their colour and weekdays. Load per day: non-cancelled bookings, booked minutes against capacity minutes (each technician's shift less breaks and days off, or open hours less breaks x teams for a partner without technicians), hourly slots offered and still free. Permission read-availability.
     */
    get: {
      parameters: {
        query: {
          partner_id: number;
          /** @description First day of the load strip (default today, Asia/Dubai) */
          from?: string;
          /** @description Days in the load strip (1-31, default 14) */
          days?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerAvailability"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/quotation/create": {
    /**
     * Send the customer a quotation for extra work found on site (multipart or JSON)
     * @description A partner role (a user with a partner profile) for its own bookings; another partner's booking answers 404. Technicians never sign in: the partner acts for them. Fields: booking_id; lines (1-20: a JSON array, or lines[i][description] fields) of {description (or description_en / description_ar), quantity (1-1000), unit_price (AED incl. VAT, 2 decimals)}; title? (or title_en / title_ar; default Extra work); valid_until? (YYYY-MM-DD, today or later) or valid_days? (1-90; default 7). Files (JPEG, PNG or WebP by content, 5 MB each, 10 in all): photos (the quotation) and lines[i][photos] (a line's). The booking must be technician-assigned, on-the-way or in-progress (422 on booking_id saying why). The server computes the total (fils; VAT share round(total x 5/105)) and the number QT-000123; the customer is notified (link /quotation/{id}) and answers with customer/quotation/accept or decline. Permission update-booking-appointment.
     */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["QuotationCreateFormInput"];
          "application/json": components["schemas"]["QuotationCreateBodyInput"];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Quotation"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/completion-report/checklist/{booking_id}": {
    /**
     * The checklist a completion report answers: the booking's services' included items
     * @description A partner role (a user with a partner profile) for its own bookings; another partner's booking answers 404. Technicians never sign in: the partner acts for them. Items {key, label} from the services' included items (source service), or the booking's item names when no service lists any (source booking). Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        path: {
          booking_id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["CompletionChecklist"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/completion-report/create": {
    /**
     * Submit the completion report of a booking in progress; it completes the booking (multipart)
     * @description A partner role (a user with a partner profile) for its own bookings; another partner's booking answers 404. Technicians never sign in: the partner acts for them. Fields: booking_id; notes (1-2000); checklist? ([{key, done}] as JSON, keys of partner/completion-report/checklist/{booking_id}; unknown keys 422, missing ones not done); minutes_on_site (1-1440) or started_at and ended_at (HH:mm on the booking's day, Asia/Dubai, or ISO 8601; end after start). Files before_photos and after_photos (JPEG, PNG or WebP by content, 5 MB each, 10 in all). Once per booking (422 on booking_id); only from in-progress (422 on booking_id saying why). The booking becomes completed through the one status change (history, the customer's notification, loyalty points); nothing is written when anything is refused. Answers the booking with its report. Permission update-booking-appointment.
     */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": components["schemas"]["CompletionReportCreateFormInput"];
          "application/json": components["schemas"]["CompletionReportCreateBodyInput"];
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["BookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        413: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/reassignment/request/{id}": {
    /**
     * Ask Khidma to reassign a booking the partner cannot serve
     * @description A partner role (a user with a partner profile) for its own bookings; another partner's booking answers 404. Technicians never sign in: the partner acts for them. Path id: the booking. Body {reason (1-500)}. The booking must be confirmed, technician-assigned or on-the-way (a request: decline it instead; 422 on booking saying why); one pending request at a time (422). Khidma's staff holding update-booking-appointment are notified (link /admin/reassignment-requests); they approve with another technician or another partner, or reject, and the partner and the customer are told. Permission update-booking-appointment.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            reason: string;
            /** @description The technician who cannot take the job (default: the booking's technician) */
            technician_id?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ReassignmentRequest"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/reassignment/eligible-partners/{id}": {
    /**
     * The providers a reassignment request's booking could move to, each eligible or not and why
     * @description Internal roles only. Path id: the reassignment request. Active partners other than the booking's that serve its community, eligible ones first: eligible when the partner offers each of the booking's service categories and has the booking's slot free (hours, holidays, capacity, technicians with the skills); otherwise `reason` is the 422 that approving with it would answer. Approve with POST admin/reassignment/approve/{id} {new_partner_id}. Permission update-booking-appointment.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["EligiblePartner"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/working-hours": {
    /**
     * The company's week, or a technician's (always seven days, Sunday = 0 first)
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. With `technician_id` (a team user of the partner, else 422): that technician's own week; a technician without one gets the company's days with `inherited: true`. A weekday the company has no row for reads as closed. Permission read-working-hours.
     */
    get: {
      parameters: {
        query?: {
          /** @description Internal roles: the partner (required); partners: omit */
          partner_id?: number;
          /** @description A technician of the partner: their own week */
          technician_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["WorkingWeek"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
    /**
     * Replace the company's week, or a technician's own week
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. Body `{days: [{weekday, is_closed, opens_at, closes_at, breaks: [{starts_at, ends_at}], capacity?}]}` with all seven weekdays once each. An open day needs opens_at < closes_at; breaks lie inside the hours, end after they start and do not overlap. capacity (company week; default 2) is how many bookings run at once while the company has no technicians. With `technician_id`: that technician's own week (capacity ignored). Any error: 422 with field errors such as `days.2.closes_at`, nothing saved. Answers the saved week. Permission update-working-hours.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Internal roles: the partner (required); partners: omit */
            partner_id?: number;
            /** @description Replace this technician's own week instead of the company's */
            technician_id?: number;
            /** @description All seven weekdays (0 = Sunday ... 6 = Saturday), each once */
            days: {
              /** @description 0 = Sunday ... 6 = Saturday */
              weekday: number;
              /** @default false */
              is_closed?: boolean;
              /** @description HH:mm; required unless is_closed */
              opens_at?: string;
              /** @description HH:mm, after opens_at; required unless is_closed */
              closes_at?: string;
              /**
               * @description Inside opening hours, not overlapping (e.g. 13:00-14:00; Friday prayer 12:00-13:30)
               * @default []
               */
              breaks?: components["schemas"]["WorkingBreakInput"][];
              /** @description Bookings at once when the partner has no technicians (default 2); ignored for a technician's week */
              capacity?: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["WorkingWeek"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/working-hours/reset": {
    /**
     * A technician goes back to the company's week (their own week is removed)
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. Body `{technician_id}`. Answers the technician's week (`inherited: true`). Permission update-working-hours.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Internal roles: the partner (required); partners: omit */
            partner_id?: number;
            /** @description The technician who goes back to the company's week */
            technician_id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["WorkingWeek"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/holiday/list": {
    /**
     * The company's holidays as date ranges (start date ascending)
     * @description A partner role reads its own company's; an internal role reads one partner's (`partner_id`) or every partner's. Filters: from, to (ranges overlapping them), search (title), technician_id (whole-company holidays and that technician's days off). Each row: `{id, partner_id, start_date, end_date (inclusive), title_en, title_ar, title (Accept-Language), technician_ids ([]: whole company), technicians [{id, name}], days}`. Permission read-holiday.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Internal roles: one partner (all partners without it) */
          partner_id?: number;
          /** @description Holidays ending on or after this date */
          from?: string;
          /** @description Holidays starting on or before this date */
          to?: string;
          search?: string;
          /** @description Holidays of the whole company or including this technician */
          technician_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["PartnerHoliday"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/holiday/impact": {
    /**
     * The appointments a holiday range would affect (before adding or moving it)
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. Body `{start_date, end_date, technician_ids?, exclude_id?}`: the company's open appointments (not cancelled, not completed) on those days; with technician_ids only theirs; with exclude_id (the holiday being moved) the ones its current range already covers are left out. Answers `{count, appointments: [{id, booking_number, scheduled_at, date, time, status, customer_id, customer_name, technician_id, technician_name, services}]}`. Changes nothing. Permission read-holiday.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Internal roles: the partner (required); partners: omit */
            partner_id?: number;
            /** @description YYYY-MM-DD (Asia/Dubai), first day off */
            start_date: string;
            /** @description YYYY-MM-DD, last day off (inclusive); at most 366 days in all */
            end_date: string;
            /** @description Only these technicians' appointments; empty or absent: the whole company's */
            technician_ids?: number[];
            /** @description The holiday being moved (its current range is not counted) */
            exclude_id?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["HolidayImpact"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/holiday/create": {
    /**
     * Add a holiday range (whole company, or chosen technicians)
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. Body `{start_date, end_date (inclusive, at most 366 days), title_en, title_ar, technician_ids? ([]: whole company)}`. The customers of the appointments it affects (see partner/holiday/impact) are notified and may reschedule or cancel them free of charge; `affected_count` says how many. No confirmation flag: the portal shows the impact first. Permission create-holiday.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Internal roles: the partner (required); partners: omit */
            partner_id?: number;
            /** @description YYYY-MM-DD (Asia/Dubai), first day off */
            start_date: string;
            /** @description YYYY-MM-DD, last day off (inclusive); at most 366 days in all */
            end_date: string;
            title_en: string;
            title_ar: string;
            /** @description Chosen technicians of the partner; empty or absent: the whole company */
            technician_ids?: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerHolidaySaved"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/holiday/update/{id}": {
    /**
     * Move or edit a holiday range
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. The same body as create (technician_ids absent: kept). Appointments the new range affects that the old one did not are notified and may change free of charge (`affected_count`). Permission update-holiday.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description Internal roles: the partner (required); partners: omit */
            partner_id?: number;
            /** @description YYYY-MM-DD (Asia/Dubai), first day off */
            start_date: string;
            /** @description YYYY-MM-DD, last day off (inclusive); at most 366 days in all */
            end_date: string;
            title_en: string;
            title_ar: string;
            /** @description Chosen technicians of the partner; empty or absent: the whole company */
            technician_ids?: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerHolidaySaved"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/holiday/delete/{id}": {
    /**
     * Delete a holiday range
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. The free reschedule or cancel already offered to affected customers stays. Permission delete-holiday.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/public-holiday/list": {
    /**
     * The UAE public holiday calendar (start date ascending)
     * @description Internal and partner roles. Filters: year (holidays overlapping it), key, search (name). Each row `{id, key, start_date, end_date (inclusive), name_en, name_ar, name, is_tentative, days}`; Islamic holidays stay tentative until an admin confirms the dates after the moon sighting. Permission read-public-holiday.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Holidays overlapping this year */
          year?: number;
          key?: string;
          search?: string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["PublicHoliday"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/public-holiday/create": {
    /**
     * Add a public holiday to the calendar
     * @description Internal roles only. Body `{key (e.g. eid-al-fitr, the same across years), start_date, end_date (inclusive), name_en, name_ar, is_tentative?}`. Permission create-public-holiday.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description e.g. eid-al-fitr; the same key across years */
            key: string;
            /** @description YYYY-MM-DD (Asia/Dubai), first day off */
            start_date: string;
            /** @description YYYY-MM-DD, last day off (inclusive); at most 366 days in all */
            end_date: string;
            name_en: string;
            name_ar: string;
            /**
             * @description false: confirmed (after the moon sighting)
             * @default false
             */
            is_tentative?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PublicHoliday"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/public-holiday/update/{id}": {
    /**
     * Move or confirm a public holiday (is_tentative false: confirmed after the moon sighting)
     * @description Internal roles only. The same body as create. Permission update-public-holiday.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description e.g. eid-al-fitr; the same key across years */
            key: string;
            /** @description YYYY-MM-DD (Asia/Dubai), first day off */
            start_date: string;
            /** @description YYYY-MM-DD, last day off (inclusive); at most 366 days in all */
            end_date: string;
            name_en: string;
            name_ar: string;
            /**
             * @description false: confirmed (after the moon sighting)
             * @default false
             */
            is_tentative?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PublicHoliday"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/public-holiday/delete/{id}": {
    /**
     * Remove a public holiday from the calendar
     * @description Internal roles only. Permission delete-public-holiday.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/public-holiday/choice": {
    /**
     * Which UAE public holidays the company closes on
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. Answers `{partner_id, closed_on_all, keys, options: [{key, name_en, name_ar, name, closed}]}`: closed_on_all (the default) closes on every public holiday, else only on `keys`. Permission read-working-hours.
     */
    get: {
      parameters: {
        query?: {
          /** @description Internal roles: the partner (required); partners: omit */
          partner_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PublicHolidayChoice"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
    /**
     * Choose: closed on all UAE public holidays, or only on some
     * @description A partner role acts for its own company (another company's `partner_id` or row: 403); an internal role acts for any partner and names it with `partner_id` (required; unknown: 422). Times HH:mm and dates YYYY-MM-DD are Asia/Dubai. Body `{closed_on_all: boolean, keys: string[]}`: closed_on_all true (keys ignored) closes on every public holiday, also ones added later; false closes only on the given keys ([]: open on all; an unknown key: 422 `keys.N`). Answers the choice as GET does. Permission update-working-hours.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Internal roles: the partner (required); partners: omit */
            partner_id?: number;
            /** @description true: closed on every UAE public holiday (the default); false: only on `keys` */
            closed_on_all: boolean;
            /**
             * @description With closed_on_all false: the public holiday keys the company closes on ([]: open on all)
             * @default []
             */
            keys?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PublicHolidayChoice"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/list": {
    /**
     * Users: search, role, status, user type and partner filters; sortKey/sortVal; paged
     * @description Sort keys id (default, descending), name, first_name, last_name, email, status, created_at, last_login_at. Needs an internal active role, or a partner active role of a user with a partner profile, holding `read-user` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Matches first and last name, full name, email and phone */
          search?: string;
          role_id?: number;
          status?: "active" | "inactive";
          /** @description Users holding at least one role of this type */
          user_type?: "internal" | "partner" | "customer";
          partner_id?: number;
          sortKey?: "id" | "name" | "first_name" | "last_name" | "email" | "status" | "created_at" | "last_login_at";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminUser"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/details/{id}": {
    /**
     * One user with roles, partner, status and technician profile
     * @description Needs an internal active role, or a partner active role of a user with a partner profile, holding `read-user` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminUser"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/create": {
    /**
     * Create a user with roles (the first role is the default one); answers 201
     * @description Roles must all be of one type; a partner role's user may name its `partner_id`. Email and phone are unique (422). 403 when a role carries a permission the caller's own role does not hold. A partner caller's user belongs to its company and holds its company's roles. `technician` (optional) sets the profile of a user holding a Technician role (422 for anybody else, another partner's service, an unknown category or language, a bad colour); a technician created without it gets the default profile (active, every service). Needs an internal active role, or a partner active role of a user with a partner profile, holding `create-user` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Layla */
            first_name: string;
            /** @example Haddad */
            last_name: string;
            /** @example customer@khidma.test */
            email: string;
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone: string;
            /** @enum {string|null} */
            gender?: "female" | "male" | "other" | null;
            /**
             * @description Role ids; the first one is the user's default (active at sign-in) role
             * @example [
             *   2
             * ]
             */
            role_ids: number[];
            /** @description Required when a partner role is chosen; must be empty otherwise */
            partner_id?: number | null;
            /**
             * @description Defaults to active
             * @enum {string}
             */
            status?: "active" | "inactive";
            /** @description Technician profile (users holding a Technician role). Fields left out keep their value; no service_ids and no category_ids: the technician can do every service of their partner. */
            technician?: {
              /**
               * @description Calendar colour, #rrggbb
               * @example #1677ff
               */
              colour?: string;
              /** @description false: not given new jobs */
              is_active?: boolean;
              /**
               * @description ISO 639-1 codes
               * @example [
               *   "en",
               *   "ar"
               * ]
               */
              languages?: (
                | "ar"
                | "en"
                | "hi"
                | "ur"
                | "ml"
                | "ta"
                | "te"
                | "kn"
                | "mr"
                | "gu"
                | "pa"
                | "bn"
                | "ne"
                | "si"
                | "tl"
                | "fa"
                | "ps"
                | "fr"
                | "ru"
                | "zh"
                | "es"
                | "de"
                | "it"
                | "pt"
                | "tr"
                | "sw"
                | "am"
                | "so"
                | "id"
                | "ms"
              )[];
              /**
               * @description Services of the user's partner the technician can do
               * @example [
               *   1
               * ]
               */
              service_ids?: number[];
              /**
               * @description Whole categories the technician can do
               * @example []
               */
              category_ids?: number[];
            };
            password: string;
            password_confirmation: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminUser"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/update/{id}": {
    /**
     * Update a user (any subset of the fields)
     * @description Changing roles ends the user's sessions acting in a removed role; deactivating signs the user out. Nobody can deactivate themselves or change their own roles (422). Needs an internal active role, or a partner active role of a user with a partner profile, holding `update-user` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      /** @description Any subset of the fields; the ones left out keep their value */
      requestBody: {
        content: {
          "application/json": {
            /** @example Layla */
            first_name?: string;
            /** @example Haddad */
            last_name?: string;
            /** @example customer@khidma.test */
            email?: string;
            /**
             * @description UAE mobile number; normalised to +9715XXXXXXXX
             * @example +971 50 123 4567
             */
            phone?: string;
            /** @enum {string|null} */
            gender?: "female" | "male" | "other" | null;
            /**
             * @description Role ids; the first one is the user's default (active at sign-in) role
             * @example [
             *   2
             * ]
             */
            role_ids?: number[];
            /** @description Required when a partner role is chosen; must be empty otherwise */
            partner_id?: number | null;
            /**
             * @description Defaults to active
             * @enum {string}
             */
            status?: "active" | "inactive";
            /** @description Technician profile (users holding a Technician role). Fields left out keep their value; no service_ids and no category_ids: the technician can do every service of their partner. */
            technician?: {
              /**
               * @description Calendar colour, #rrggbb
               * @example #1677ff
               */
              colour?: string;
              /** @description false: not given new jobs */
              is_active?: boolean;
              /**
               * @description ISO 639-1 codes
               * @example [
               *   "en",
               *   "ar"
               * ]
               */
              languages?: (
                | "ar"
                | "en"
                | "hi"
                | "ur"
                | "ml"
                | "ta"
                | "te"
                | "kn"
                | "mr"
                | "gu"
                | "pa"
                | "bn"
                | "ne"
                | "si"
                | "tl"
                | "fa"
                | "ps"
                | "fr"
                | "ru"
                | "zh"
                | "es"
                | "de"
                | "it"
                | "pt"
                | "tr"
                | "sw"
                | "am"
                | "so"
                | "id"
                | "ms"
              )[];
              /**
               * @description Services of the user's partner the technician can do
               * @example [
               *   1
               * ]
               */
              service_ids?: number[];
              /**
               * @description Whole categories the technician can do
               * @example []
               */
              category_ids?: number[];
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminUser"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/status/{id}": {
    /**
     * Activate or deactivate one user ({status: active|inactive})
     * @description A deactivated user is signed out everywhere and cannot sign in; their tokens answer 401. Needs an internal active role, or a partner active role of a user with a partner profile, holding `update-user` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            status: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminUser"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/user/bulk-status": {
    /**
     * Activate or deactivate several users at once ({ids, status}, up to 500 ids)
     * @description All or nothing: 422 on `ids` when one is unknown or is the caller's own. Needs an internal active role, or a partner active role of a user with a partner profile, holding `update-user` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            ids: number[];
            /** @enum {string} */
            status: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                ids: number[];
                /** @enum {string} */
                status: "active" | "inactive";
                updated: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/change-user-password": {
    /**
     * Set another user's password ({user_id, password, password_confirmation})
     * @description The user's sessions end (the caller's own token is kept). 403 for a user holding permissions the caller does not. Needs an internal active role, or a partner active role of a user with a partner profile, holding `change-user-password` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            user_id: number;
            password: string;
            password_confirmation: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/role/list": {
    /**
     * Roles with user and permission counts: search, type, partner, built-in filters; paged
     * @description Sort keys id (default, ascending), name, type, user_count, permission_count. Needs an internal active role, or a partner active role of a user with a partner profile, holding `read-role` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          search?: string;
          type?: "internal" | "partner" | "customer";
          /** @description Roles of this partner's team */
          partner_id?: number;
          is_system?: "0" | "1" | "true" | "false";
          /** @description Internal callers: 1 (the default without partner_id) only roles that belong to no partner, the ones a user form offers; 0 every partner's roles too */
          global?: "0" | "1" | "true" | "false";
          /** @description 1: each role carries its permission names */
          with_permissions?: "0" | "1" | "true" | "false";
          sortKey?: "id" | "name" | "type" | "user_count" | "permission_count";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminRole"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/role/details/{id}": {
    /**
     * One role with its permission names
     * @description Needs an internal active role, or a partner active role of a user with a partner profile, holding `read-role` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminRole"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/role/create": {
    /**
     * Create a role ({name, type, permissions?}); answers 201
     * @description Names are unique (case-insensitive) per company. Permissions must exist and suit the type (common/permissions.ts scopes): 422 on `permissions.N` otherwise. 403 for a permission the caller does not hold. A partner caller creates a role of its company (`type` must be partner). Needs an internal active role, or a partner active role of a user with a partner profile, holding `create-role` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @example Catalog reviewer */
            name: string;
            /** @enum {string} */
            type: "internal" | "partner" | "customer";
            /**
             * @description Permission names (default none)
             * @example [
             *   "read-user",
             *   "read-role"
             * ]
             */
            permissions?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminRole"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/role/update/{id}": {
    /**
     * Rename a role or change its type
     * @description Built-in roles cannot be renamed or change type (422); a role assigned to users keeps its type (422). A type change drops the permissions the new type may not hold. Needs an internal active role, or a partner active role of a user with a partner profile, holding `update-role` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            /** @enum {string} */
            type?: "internal" | "partner" | "customer";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminRole"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/role/delete/{id}": {
    /**
     * Delete a role
     * @description Built-in roles and roles assigned to users cannot be deleted (422). Needs an internal active role, or a partner active role of a user with a partner profile, holding `delete-role` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    delete: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                id: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/permissions": {
    /**
     * Every permission grouped by module (labels en/ar), in catalogue order
     * @description With `type`, only the modules a role of that type may hold; a partner caller always gets the partner set. Needs an internal active role, or a partner active role of a user with a partner profile, holding `read-role` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    get: {
      parameters: {
        query?: {
          /** @description Only the modules a role of this type may hold */
          type?: "internal" | "partner" | "customer";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                module: string;
                label: string;
                label_en: string;
                label_ar: string;
                /** @description Role types that may hold this module's permissions */
                scopes: ("internal" | "partner" | "customer")[];
                permissions: {
                  id: number;
                  name: string;
                }[];
              }[];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/manage-role-permissions": {
    /**
     * Replace a role's permissions with the full list given ({role_id, permissions})
     * @description Takes effect at each holder's next request (permissions are read per request). The Admin role and each partner's Partner Owner role are fixed (422). Unknown names, or names the role's type may not hold, answer 422 on `permissions.N`; a permission the caller does not hold, 403. Needs an internal active role, or a partner active role of a user with a partner profile, holding `manage-role-permissions` (401 signed out, 403 otherwise). A partner caller is confined to its own company (issue 15): its users and its partner roles only (another partner's or an internal id answers 404 or 422), partner permissions only.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            role_id: number;
            /** @description The role's full list of permission names (an empty list removes them all) */
            permissions: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminRole"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/technician/list": {
    /**
     * The company's technicians with profile (colour, active flag, languages, skills) and open jobs; paged
     * @description Needs an active role holding `read-admin-booking-appointment` (the permission that lets a role see and assign appointments: Partner Owner and Dispatcher hold it): a partner role of a user with a partner profile (its own company; another `partner_id` answers 403) or an internal role (`partner_id` required, 422 otherwise). 401 signed out, 403 otherwise. Technicians are the partner's users holding its Technician role; filters search (name, email, phone), status (the account) and is_active (the profile); sorted by first name. The same rows as admin/technician/list (which answers only active accounts, unpaged).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Internal callers: the partner (required); a partner: its own */
          partner_id?: number;
          /** @description Matches the full name, email and phone */
          search?: string;
          /** @description The user account's status */
          status?: "active" | "inactive";
          /** @description The technician profile's active flag */
          is_active?: "0" | "1" | "true" | "false";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Technician"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/booking/list": {
    /**
     * The partner's own bookings with per-status counts for the tabs (id descending by default)
     * @description A partner role of a user with a partner profile (its own bookings: another partner's booking answers 404; no partner profile: 403) or an internal role (any partner's). The same query, rows and status_counts as admin/booking/list: status, search (booking number, customer name/email/phone), customer_id, technician_id, payment_status, service_id, area_id, community_id, date_from/date_to (slot date, Asia/Dubai), sortKey id|number|scheduled_at|created_at|total|status, sortVal, page, limit. A partner sees only its own company's bookings (another partner_id: 403); an internal caller may pass partner_id (none: every partner). Rows carry id, status, partner_id, technician_id. Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description One status (the tabs); absent: every status */
          status?:
            | "requested"
            | "confirmed"
            | "technician-assigned"
            | "on-the-way"
            | "in-progress"
            | "completed"
            | "cancelled"
            | "declined"
            | "no-show";
          /** @description Booking number, customer name, email or phone, partner name */
          search?: string;
          partner_id?: number;
          customer_id?: number;
          technician_id?: number;
          payment_status?: "pending" | "paid" | "cash" | "refunded" | "failed";
          /** @description Bookings with this service among their items */
          service_id?: number;
          /** @description Bookings with a service of this job type among their items (issue 18a) */
          job_type_id?: number;
          /** @description Bookings at an address in a community of this area */
          area_id?: number;
          /** @description Bookings at an address in this community */
          community_id?: number;
          /** @description Slot on or after this date (Asia/Dubai) */
          date_from?: string;
          /** @description Slot on or before this date (Asia/Dubai) */
          date_to?: string;
          sortKey?: "id" | "number" | "scheduled_at" | "created_at" | "total" | "status";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminBooking"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
                /** @description Bookings per status under the other filters (for the status tabs); `all` is their sum */
                status_counts: {
                  [key: string]: number;
                };
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/booking/details/{id}": {
    /**
     * One of the partner's bookings: customer, address with coordinates and a map link, items, notes and photos, payment and order, timeline, technician, quotations, report, and the actions the state allows
     * @description A partner role of a user with a partner profile (its own bookings: another partner's booking answers 404; no partner profile: 403) or an internal role (any partner's). next_actions lists what the partner may do now: accept, decline, assign, on-the-way, in-progress, completed, no-show (once the slot has started), cash-collected (a cash order not yet settled). Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerBookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/booking/accept/{id}": {
    /**
     * Accept a requested booking (it becomes confirmed; the customer is notified)
     * @description A partner role of a user with a partner profile (its own bookings: another partner's booking answers 404; no partner profile: 403) or an internal role (any partner's). Only a requested booking: 422 on status otherwise, saying why. Answers the booking's details. Permission update-booking-appointment.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerBookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/booking/decline/{id}": {
    /**
     * Decline a requested booking with a reason (refunded per the order; the customer is notified)
     * @description A partner role of a user with a partner profile (its own bookings: another partner's booking answers 404; no partner profile: 403) or an internal role (any partner's). Body {reason (required, up to 500)}. Only a requested booking (422 on status otherwise). The booking becomes declined; whatever was paid goes back to the customer's wallet in full (the order is refunded; an unpaid order is cancelled), the coupon use is given back, and the customer is told why in their language. Permission update-booking-appointment.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description Why the booking is declined; the customer reads it */
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerBookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/booking/assign/{id}": {
    /**
     * Assign or change the technician of a booking (confirmed becomes technician-assigned)
     * @description A partner role of a user with a partner profile (its own bookings: another partner's booking answers 404; no partner profile: 403) or an internal role (any partner's). Body {technician_id}. Only a confirmed or technician-assigned booking (422 on status otherwise). 422 on technician_id naming the conflict when the technician works for another partner, is inactive or not a Technician, lacks the skill for the booking's services, is off (holiday, weekly day off, outside their shift or in a break at that time) or already has an overlapping booking, or is the one assigned now. The customer is notified. Permission update-booking-appointment.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description A Technician of the booking's partner */
            technician_id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerBookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/booking/cash-collected/{id}": {
    /**
     * Record that the customer paid a cash booking (its order is paid and invoiced)
     * @description A partner role of a user with a partner profile (its own bookings: another partner's booking answers 404; no partner profile: 403) or an internal role (any partner's). The booking's order must be a cash order not yet paid (422 on payment_status otherwise) and the booking accepted and not given up (confirmed to completed; 422 on status otherwise). The order becomes paid (payment of gateway cash, tax invoice, the customer's receipt notification), the booking paid, with who collected it and when, and a timeline note of the amount taken. The quotations the customer approved for cash are paid with it: the details' cash_due is the amount to take. Permission update-booking-appointment.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerBookingDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/booking/calendar": {
    /**
     * The dispatch calendar: bookings between two dates by technician, the unassigned ones, and each technician's shifts
     * @description A partner role of a user with a partner profile (its own bookings: another partner's booking answers 404; no partner profile: 403) or an internal role (any partner's). Query from, to (YYYY-MM-DD, Asia/Dubai, at most 31 days; 422 otherwise), partner_id (internal callers only, required for them). Jobs (cancelled and declined left out) with technician, start and end as Dubai local time with offset, status, customer and services; unassigned: the open jobs without a technician; technicians: id, name, colour and per day whether on shift, hours and breaks (or why off); closed_days: company and adopted public holidays. Permission read-admin-booking-appointment.
     */
    get: {
      parameters: {
        query: {
          /** @description First day (Asia/Dubai), YYYY-MM-DD */
          from: string;
          /** @description Last day (Asia/Dubai), YYYY-MM-DD; at most 31 days from `from` */
          to: string;
          /** @description Internal callers only: the partner (required) */
          partner_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerBookingCalendar"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/dashboard": {
    /**
     * Marketplace figures for a date range: bookings, revenue (AED, VAT apart), partners, applications
     * @description Internal roles with read-dashboard (Admin, Support); a partner role: 403. `from`/`to` are Asia/Dubai days (default: the last 30 days, today included; at most 366 days). Bookings are counted by creation time; revenue is paid orders (by paid_at) other than wallet top-ups, VAT included, with the VAT share apart; new partners by profile creation; pending applications (submitted + under review) are counted now, whatever the range. `series` has one entry per day. Every figure is one SQL aggregate.
     */
    get: {
      parameters: {
        query?: {
          /** @description First day (Asia/Dubai), YYYY-MM-DD; default: 29 days before `to` */
          from?: string;
          /** @description Last day (Asia/Dubai), YYYY-MM-DD, inclusive; default: today */
          to?: string;
          /** @description How many top categories and packages (default 5) */
          top?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                range: {
                  from: string;
                  to: string;
                  days: number;
                  /** @enum {string} */
                  timezone: "Asia/Dubai";
                };
                /** @enum {string} */
                currency: "AED";
                bookings: {
                  /** @description Bookings created in the range */
                  total: number;
                  by_status: {
                    status: string;
                    label: string;
                    count: number;
                  }[];
                };
                revenue: {
                  /** @description Paid orders in the range (by paid_at), VAT included; wallet top-ups excluded */
                  total: number;
                  /** @description AED, 2 decimals */
                  vat: number;
                  /** @description total - vat */
                  net: number;
                  orders: number;
                  by_kind: {
                    kind: string;
                    orders: number;
                    /** @description AED, 2 decimals */
                    total: number;
                  }[];
                };
                partners: {
                  /** @description Partner profiles created in the range */
                  new: number;
                  /** @description Active partner profiles now */
                  active: number;
                };
                applications: {
                  /** @description submitted + under-review, now */
                  pending: number;
                  submitted: number;
                  under_review: number;
                };
                top_categories: {
                  id: number;
                  name: string;
                  bookings: number;
                }[];
                /** @description One entry per day of the range (zeros included) */
                series: {
                  date: string;
                  bookings: number;
                  /** @description AED, 2 decimals */
                  revenue: number;
                }[];
                packages: {
                  /** @description Paid package orders in the range */
                  sold: number;
                  /** @description AED, 2 decimals */
                  revenue: number;
                  top: {
                    id: number;
                    name: string;
                    partner_name: string;
                    sold: number;
                    /** @description AED, 2 decimals */
                    revenue: number;
                  }[];
                };
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/partner/list": {
    /**
     * Partners (any status) with counts and emirates; id descending by default
     * @description Filters: search (names, email, phone, slug), status (active|inactive), emirate_id, category_id. sortKey id|name|status|average_rating|service_count|package_count|created_at, sortVal asc|desc (a sortKey without sortVal sorts ascending). Permission read-tenant (internal roles).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Name (English or Arabic), email, phone or slug */
          search?: string;
          status?: "active" | "inactive";
          /** @description Partners serving a community of this emirate */
          emirate_id?: number;
          /** @description Partners with a service in this category */
          category_id?: number;
          sortKey?: "id" | "name" | "status" | "average_rating" | "service_count" | "package_count" | "created_at";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminPartner"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/partner/details/{id}": {
    /**
     * One partner: profile, company, counts, packages by status, areas, ratings, application, users
     * @description Permission read-tenant (internal roles). Unknown id: 404.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminPartnerDetails"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/partner/status": {
    /**
     * Activate or deactivate partners (inactive partners leave the storefront)
     * @description Body {ids (1..100 distinct partner ids), status (active|inactive)}. Unknown ids: 422 on ids.{i}. Permission update-tenant (internal roles).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Partner ids (1..100, distinct) */
            ids: number[];
            /** @enum {string} */
            status: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                ids: number[];
                /** @enum {string} */
                status: "active" | "inactive";
                updated: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/application/counts": {
    /**
     * Partner applications per status (for the list's tabs); all = every one but drafts
     * @description Permission read-application (internal roles).
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["ApplicationCounts"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/application/bulk": {
    /**
     * Mark several applications under review, or approve them, one transaction each
     * @description Body {ids (1..100), action (under-review|approve), comment?}. Each application is decided on its own (as POST admin/application/under-review|approve/{id}); those that cannot be (wrong status) are answered in `failed` with the reason. Unknown ids: 422 on ids.{i}. Permission change-status-application (internal roles).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Application ids (1..100, distinct) */
            ids: number[];
            /** @enum {string} */
            action: "under-review" | "approve";
            comment?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                done: number[];
                failed: {
                  id: number;
                  message: string;
                }[];
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/customer/booking/review/{id}": {
    /**
     * Rate one of the caller's completed bookings, once (service stars, comment, technician stars)
     * @description A signed-in customer (active role of type customer), for their own booking only (another's or an unknown id: 404). Body {rating (1-5), comment? (up to 1000), technician_rating? (1-5, only when the booking had a technician: 422 on technician_rating otherwise)}. Only a completed booking (422 on `booking` saying it is not completed yet), and once (422 on `booking`: already rated); no time limit. The partner's and each of the booking's services' average and count change at once (the answer carries them). The partner's users holding read-rating-reviews are notified (link /partner/reviews); a rating of 2 stars or less also notifies Khidma's staff holding read-rating-reviews (link /admin/reviews). The booking's details then carry the review (`review`) and `can_review` false.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The service, 1 to 5 stars */
            rating: number;
            /** @description Optional words about the job (up to 1000 characters) */
            comment?: string;
            /** @description Optional rating of the technician who came, 1 to 5 (only when the booking had one) */
            technician_rating?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["CustomerReview"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/review/list": {
    /**
     * The caller partner's reviews (newest first) with its average, count and distribution
     * @description A partner role holding read-rating-reviews, of a user with a partner profile (403 otherwise; internal roles use admin/review/list). Only the caller's company's reviews, visible or hidden by Khidma (`is_visible`). Filters: rating (1-5 stars), service_id (any service the review rates), replied (1: with the partner's reply, 0: without), search (customer name, comment, booking number). sortKey id|created_at|rating, sortVal asc|desc (default id descending). `summary`: the partner's average, count and distribution (1..5) over its visible reviews, as the storefront shows them (kept on write).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Only reviews of this many stars */
          rating?: number;
          /** @description Only reviews that rate this service */
          service_id?: number;
          /** @description 1: with the partner's reply, 0: not replied yet */
          replied?: 0 | 1;
          /** @description Customer name, comment or booking number */
          search?: string;
          sortKey?: "id" | "created_at" | "rating";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerReviewPage"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/review/reply/{id}": {
    /**
     * The partner's reply under one of its reviews (a second call replaces it)
     * @description A partner role holding update-rating-reviews, of a user with a partner profile. Body {reply (1..1000)}. The partner's reply is kept apart from Khidma's moderator reply (admin/review/reply); both show under the review. Another partner's review or an unknown id: 404. The customer who wrote the review is notified (link /bookings/{booking_id}).
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The partner's public answer under the review (replaces an earlier one) */
            reply: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["PartnerReview"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/coupon/list": {
    /**
     * Coupons, paged, with search, status, funder and partner filters
     * @description Permission read-coupon. Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404). search: part of the code or either title. status: live | scheduled | expired | exhausted | inactive. funded_by: khidma | partner. partner_id (staff). sortKey id|code|starts_at|ends_at|used_count|discount_value|created_at, sortVal asc|desc (default id desc). Amounts in AED with 2 decimals (discount_value: AED for fixed, the percent for percent). starts_at/ends_at: YYYY-MM-DD (Asia/Dubai, inclusive: from 00:00 to 23:59:59.999 Dubai) or an ISO date-time; answered as ISO (UTC). The active toggle is the coupon's status (checkout refuses an inactive coupon). Each coupon also answers spent (AED its live reservations hold), remaining_budget (AED, or null without a budget) and generated_codes (how many single-use codes coupon/generate-codes made).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Part of the code or of either title */
          search?: string;
          /** @description live (active, in its window, uses and budget left) | scheduled (not started) | expired (ended) | exhausted (usage limit reached or budget spent) | inactive (switched off) */
          status?: "live" | "scheduled" | "expired" | "exhausted" | "inactive";
          funded_by?: "khidma" | "partner";
          /** @description Staff: one partner's coupons (a partner caller: always its own) */
          partner_id?: number;
          sortKey?: "id" | "code" | "starts_at" | "ends_at" | "used_count" | "discount_value" | "created_at";
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AdminCouponListResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/coupon/details/{id}": {
    /**
     * One coupon, with its budget's burn-down and its generated code batches
     * @description Permission read-coupon. Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404). Amounts in AED with 2 decimals (discount_value: AED for fixed, the percent for percent). starts_at/ends_at: YYYY-MM-DD (Asia/Dubai, inclusive: from 00:00 to 23:59:59.999 Dubai) or an ISO date-time; answered as ISO (UTC). The active toggle is the coupon's status (checkout refuses an inactive coupon). Each coupon also answers spent (AED its live reservations hold), remaining_budget (AED, or null without a budget) and generated_codes (how many single-use codes coupon/generate-codes made). burn_down: one point per Asia/Dubai day from the first redemption's day to today (at most the last 366 days): {date, spent (AED reserved that day), cumulative, remaining (AED of the budget left, or null)}; [] before any redemption. code_batches: {batch_id, prefix, count, generated, status running|done, created_at}, newest first.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AdminCouponDetailsResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/coupon/create": {
    /**
     * Create a coupon
     * @description Permission create-coupon. Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404). Required: code, title_en, discount_type, discount_value; the rest default (title_ar '', min_order 0, per_customer_limit 1, applies_to any, funded_by khidma (a partner: partner), active true, stacking exclusive; max_discount, usage_limit, budget, partner_id and the id lists null). Amounts in AED with 2 decimals (discount_value: AED for fixed, the percent for percent). starts_at/ends_at: YYYY-MM-DD (Asia/Dubai, inclusive: from 00:00 to 23:59:59.999 Dubai) or an ISO date-time; answered as ISO (UTC). The active toggle is the coupon's status (checkout refuses an inactive coupon). 422 with field errors (English, or Arabic on Accept-Language: ar), nothing written: code taken (case-insensitive) or badly formed, percent not a whole 1-100, fixed not above 0, ends_at not after starts_at, min_order below 0, ids that do not exist; staff: funded_by partner without partner_id; a partner: another partner_id, funded_by khidma, services or packages not its own.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description Unique, case-insensitive (stored upper-case): letters, digits, - and _, 3 to 40 */
            code: string;
            title_en: string;
            /** @description Arabic title ('' when omitted on create) */
            title_ar?: string;
            /** @description What the customer reads at checkout (default: the English title) */
            description_en?: string;
            /** @description Arabic of description_en (default: the Arabic title) */
            description_ar?: string;
            /** @enum {string} */
            discount_type: "percent" | "fixed";
            /** @description percent: a whole percent 1-100; fixed: AED (2 decimals), more than 0 */
            discount_value: number;
            /** @description Cap on the discount in AED (null: none) */
            max_discount?: number | null;
            /** @description Minimum order in AED, VAT incl. (default 0) */
            min_order?: number;
            /** @description Start: YYYY-MM-DD (Asia/Dubai, inclusive) or an ISO date-time; null: from now on */
            starts_at?: string | null;
            /** @description End: YYYY-MM-DD (Asia/Dubai, inclusive) or an ISO date-time; null: no end */
            ends_at?: string | null;
            /** @description Total uses (null: unlimited) */
            usage_limit?: number | null;
            /** @description Uses per customer (default 1; 0 or null: unlimited) */
            per_customer_limit?: number | null;
            /** @description true|false (default false) */
            first_order_only?: 0 | 1;
            /**
             * @description any (default) | service (bookings) | package
             * @enum {string}
             */
            applies_to?: "any" | "service" | "package";
            /**
             * @description khidma (default for staff) | partner (a partner caller's coupons always)
             * @enum {string}
             */
            funded_by?: "khidma" | "partner";
            /** @description The partner whose coupon it is (required when funded_by is partner; a partner caller: its own) */
            partner_id?: number | null;
            /** @description Budget in AED (null: none) */
            budget?: number | null;
            /** @description true|false (default true) */
            active?: 0 | 1;
            /** @description Category ids the coupon is limited to (none: no limit) */
            category_ids?: number[] | null;
            /** @description Partner ids the coupon is limited to (none: no limit) */
            partner_ids?: number[] | null;
            /** @description Service ids the coupon is limited to (none: no limit) */
            service_ids?: number[] | null;
            /** @description Package ids the coupon is limited to (none: no limit) */
            package_ids?: number[] | null;
            /**
             * @description exclusive (default) | combinable
             * @enum {string}
             */
            stacking?: "exclusive" | "combinable";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AdminCouponResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/coupon/update/{id}": {
    /**
     * Update a coupon (the create fields; an absent field keeps its value, null clears a nullable one)
     * @description Permission update-coupon. Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404). An id list given replaces the coupon's list ([] or null: none). used_count is not editable. Amounts in AED with 2 decimals (discount_value: AED for fixed, the percent for percent). starts_at/ends_at: YYYY-MM-DD (Asia/Dubai, inclusive: from 00:00 to 23:59:59.999 Dubai) or an ISO date-time; answered as ISO (UTC). The active toggle is the coupon's status (checkout refuses an inactive coupon). 422 with field errors (English, or Arabic on Accept-Language: ar), nothing written: code taken (case-insensitive) or badly formed, percent not a whole 1-100, fixed not above 0, ends_at not after starts_at, min_order below 0, ids that do not exist; staff: funded_by partner without partner_id; a partner: another partner_id, funded_by khidma, services or packages not its own.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description Unique, case-insensitive (stored upper-case): letters, digits, - and _, 3 to 40 */
            code?: string;
            title_en?: string;
            /** @description Arabic title ('' when omitted on create) */
            title_ar?: string;
            /** @description What the customer reads at checkout (default: the English title) */
            description_en?: string;
            /** @description Arabic of description_en (default: the Arabic title) */
            description_ar?: string;
            /** @enum {string} */
            discount_type?: "percent" | "fixed";
            /** @description percent: a whole percent 1-100; fixed: AED (2 decimals), more than 0 */
            discount_value?: number;
            /** @description Cap on the discount in AED (null: none) */
            max_discount?: number | null;
            /** @description Minimum order in AED, VAT incl. (default 0) */
            min_order?: number;
            /** @description Start: YYYY-MM-DD (Asia/Dubai, inclusive) or an ISO date-time; null: from now on */
            starts_at?: string | null;
            /** @description End: YYYY-MM-DD (Asia/Dubai, inclusive) or an ISO date-time; null: no end */
            ends_at?: string | null;
            /** @description Total uses (null: unlimited) */
            usage_limit?: number | null;
            /** @description Uses per customer (default 1; 0 or null: unlimited) */
            per_customer_limit?: number | null;
            /** @description true|false (default false) */
            first_order_only?: 0 | 1;
            /**
             * @description any (default) | service (bookings) | package
             * @enum {string}
             */
            applies_to?: "any" | "service" | "package";
            /**
             * @description khidma (default for staff) | partner (a partner caller's coupons always)
             * @enum {string}
             */
            funded_by?: "khidma" | "partner";
            /** @description The partner whose coupon it is (required when funded_by is partner; a partner caller: its own) */
            partner_id?: number | null;
            /** @description Budget in AED (null: none) */
            budget?: number | null;
            /** @description true|false (default true) */
            active?: 0 | 1;
            /** @description Category ids the coupon is limited to (none: no limit) */
            category_ids?: number[] | null;
            /** @description Partner ids the coupon is limited to (none: no limit) */
            partner_ids?: number[] | null;
            /** @description Service ids the coupon is limited to (none: no limit) */
            service_ids?: number[] | null;
            /** @description Package ids the coupon is limited to (none: no limit) */
            package_ids?: number[] | null;
            /**
             * @description exclusive (default) | combinable
             * @enum {string}
             */
            stacking?: "exclusive" | "combinable";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AdminCouponResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/coupon/duplicate/{id}": {
    /**
     * Copy a coupon: a new unique code (CODE-COPY, CODE-COPY2, ...), inactive, used_count 0
     * @description Permission duplicate-coupon. Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404). The copy keeps every other field and the scope lists. Amounts in AED with 2 decimals (discount_value: AED for fixed, the percent for percent). starts_at/ends_at: YYYY-MM-DD (Asia/Dubai, inclusive: from 00:00 to 23:59:59.999 Dubai) or an ISO date-time; answered as ISO (UTC). The active toggle is the coupon's status (checkout refuses an inactive coupon).
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AdminCouponResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/coupon/generate-codes/{id}": {
    /**
     * The coupon's generated codes as CSV (code, status, order_number, redeemed_at)
     * @description Permission read-coupon. Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404). Answers text/csv; charset=utf-8 as an attachment (CODE-codes.csv), streamed, a header row then one row per generated code in the order made: code; status unused | reserved (an unpaid order holds it) | redeemed (the order is paid); order_number (reserved or redeemed); redeemed_at (YYYY-MM-DD HH:mm, Asia/Dubai, when redeemed). Codes of a batch still running are listed as far as they are made.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
    /**
     * Generate N single-use codes for a coupon, in the background
     * @description Permission create-coupon. Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404). Body {count: 1-10000, prefix: 2-12 letters or digits}. Each code is the prefix (upper-cased) then 8 characters of ABCDEFGHJKMNPQRSTUVWXYZ23456789 (no 0/O, 1/I/L), unique across every coupon's code and every generated code. The first 500 are made before answering (a batch that small answers status done); the rest in the background, 500 at a time (coupon/details/{id} shows the batch's generated and status). A generated code is accepted at checkout like the coupon's own code (case-insensitive), once: it is held by one live order and given back when that order fails or expires; every other rule of the coupon applies and its own code stays valid. 422 on count or prefix (badly formed, or no unique code can be made with the prefix).
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description How many codes to make, 1 to 10000 */
            count: number;
            /** @description 2 to 12 letters or digits (upper-cased); each code is the prefix then 8 characters */
            prefix: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AdminCouponCodeBatchResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/coupon/redemptions/{id}": {
    /**
     * A coupon's redemptions, paged, with search and sort
     * @description Permission read-coupon. Khidma staff (internal role) see and edit every coupon; a partner role sees and edits only its own partner-funded coupons (partner_id its own, funded_by partner; another partner's coupon answers 404). The coupon's live uses: status reserved (the order is not paid yet) or redeemed (paid); a use given back (the order failed or expired) is gone. page, limit (or perPage), search (part of the code used or of the customer's name), sortKey created_at|discount, sortVal asc|desc (default created_at desc). Rows {id, coupon_id, code (the generated code used, or the coupon's own), user_id, customer_name, order_id, order_number, discount (AED), status, created_at}.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Rows per page, instead of limit when sent */
          perPage?: number;
          /** @description Part of the code or of the customer's name */
          search?: string;
          /** @description created_at (default) | discount */
          sortKey?: "created_at" | "discount";
          /** @description asc | desc (default desc) */
          sortVal?: "asc" | "desc";
        };
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AdminCouponRedemptionListResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/commission/list": {
    /**
     * Commission rates: the default, per category, per partner and per partner and category
     * @description Permission read-commission. Internal roles only (a partner or customer role: 403). Rows are only ever added: a line sold keeps the rate in force when it was sold (the most specific scope with effective_from <= the sale: partner and category, partner, category, default; within a scope the latest). Filters partner_id, category_id, current (true: the row in force now for its scope). sortKey effective_from (default) | created_at | rate | id, sortVal asc|desc (default desc). rate is a percent (15 = 15%).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Rows of this partner (partner scope and partner-and-category scope) */
          partner_id?: number;
          /** @description Rows of this category */
          category_id?: number;
          /** @description true: only the row in force now for its scope; false: the others */
          current?: "0" | "1" | "true" | "false";
          /** @description effective_from (default) | created_at | rate | id */
          sortKey?: "effective_from" | "created_at" | "rate" | "id";
          /** @description asc | desc (default desc) */
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["CommissionRateListResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/commission/save": {
    /**
     * Add a commission rate for a scope, from a date (never rewrites history)
     * @description Permission update-commission. Internal roles only (a partner or customer role: 403). Body {partner_id?, category_id? (absent or null: every partner / category; both absent: the default rate), rate (percent 0-100, up to 2 decimals), effective_from? (YYYY-MM-DD from 00:00 Asia/Dubai, today meaning from now, or an ISO date-time; default now)}. Appends a row and answers it; new sales from effective_from on use it, lines sold before keep their rate. 422 with field errors (English, or Arabic on Accept-Language: ar), nothing written: a rate outside 0-100 or with more than 2 decimals, an unknown partner or category, a date or time in the past. Audited.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description The partner the rate is for (absent or null: every partner) */
            partner_id?: number | null;
            /** @description The category the rate is for (absent or null: every category) */
            category_id?: number | null;
            /** @description Percent of the line total after discounts, excluding VAT, 0 to 100 with up to 2 decimals */
            rate: number;
            /** @description YYYY-MM-DD (from 00:00 Asia/Dubai; today means from now) or an ISO date-time; absent: now. A past date or time: 422 */
            effective_from?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["CommissionRateResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/ledger/list": {
    /**
     * A partner's ledger lines (revenue, discounts, commission and its VAT, fees, refunds, cash, adjustments)
     * @description Permission read-payout. A partner role reads only its own partner's lines (a partner_id it sends is ignored); an internal role any partner's. Filters: partner_id (internal), type, booking_id, order_id, payout_id, from/to (YYYY-MM-DD, Asia/Dubai, inclusive, on created_at: when the amount became payable). sortKey created_at (default) | amount, sortVal asc|desc (default desc), then id. Amounts in AED with 2 decimals, signed: + owed to the partner, - owed to Khidma. description in the Accept-Language, with description_en and description_ar.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Internal callers: one partner's lines (a partner caller: always its own) */
          partner_id?: number;
          /** @description revenue | discount | commission | commission_vat | fee | reversal | cash_collected | adjustment | payout | payout_reversal | carry_forward */
          type?:
            | "revenue"
            | "discount"
            | "commission"
            | "commission_vat"
            | "fee"
            | "reversal"
            | "cash_collected"
            | "adjustment"
            | "payout"
            | "payout_reversal"
            | "carry_forward";
          booking_id?: number;
          order_id?: number;
          payout_id?: number;
          /** @description Lines payable from this date (YYYY-MM-DD, Asia/Dubai, inclusive) */
          from?: string;
          /** @description Lines payable up to this date (YYYY-MM-DD, Asia/Dubai, inclusive) */
          to?: string;
          /** @description created_at (default) | amount */
          sortKey?: "created_at" | "amount";
          /** @description asc | desc (default desc) */
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["LedgerLineListResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/ledger/adjust": {
    /**
     * Add a manual adjustment line to a partner's ledger, with its reason
     * @description Permission adjust-ledger. Internal roles only (a partner or customer role: 403). Body {partner_id, amount (signed AED, 2 decimals, not 0: + owed to the partner, - owed to Khidma), reason (3-500 characters)}. Answers the line (type adjustment, reason, actor_user_id: the caller). 422 with field errors, nothing written: no reason or a reason under 3 characters, amount 0 or with more than 2 decimals, an unknown partner. Audited. Accepts an Idempotency-Key.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            partner_id: number;
            /** @description Signed AED (2 decimals, not 0): + owed to the partner, - owed to Khidma */
            amount: number;
            /** @description Why (3 to 500 characters): shown on the partner's ledger */
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["LedgerLineResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/balance": {
    /**
     * A partner's balance: pending, available and total (AED)
     * @description Permission read-payout. A partner role: its own balance (a partner_id it sends is ignored); an internal role: partner_id required (422 without; 404 for an unknown partner). total is the sum of the partner's ledger lines to the fils; pending the lines still inside the holding period (settings payout_hold_days, default 3 days, from created_at) and not in a payout; available = total - pending (negative: the partner owes Khidma, e.g. cash collected).
     */
    get: {
      parameters: {
        query?: {
          /** @description Internal callers: required; a partner caller: always its own */
          partner_id?: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["PartnerBalanceResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/admin/booking/refund/{id}": {
    /**
     * Refund a completed booking (in full or in part) to the customer's wallet
     * @description Permission update-booking-appointment. Internal roles only (a partner or customer role: 403). Body {amount? (AED, 2 decimals; default: everything not refunded yet), reason (3-500 characters)}. The money goes to the customer's Khidma wallet (as every refund); the order becomes refunded once all of it is back. The booking's timeline and the customer's notification say so; the partner ledger reverses the booking's sale lines pro rata (answered in lines). 422: the booking is not completed or its order not paid (status), nothing or less is left (amount), no reason (reason). 404: no such booking. Audited. Accepts an Idempotency-Key.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description AED to give back (default: everything not refunded yet) */
            amount?: number;
            /** @description Why (3 to 500 characters): in the booking's timeline and the customer's notification */
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["BookingRefundResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payout/list": {
    /**
     * Payouts: one per partner per cycle, with the amount by line type and the status
     * @description Permission read-payout. A partner role sees only its own partner's payouts (another partner's: 404); an internal role any. Filters: status (pending | approved | paid | failed), partner_id (internal; a partner's is ignored), period_end (YYYY-MM-DD: one cycle), search (the number or the partner's name). sortKey created_at (default) | period_end | amount, sortVal asc|desc (default desc), then id; page, limit. Amounts in AED with 2 decimals; amount = the sum of the payout's ledger lines, to the fils. hold_reason and partner_name in the Accept-Language.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description pending | approved | paid | failed */
          status?: "pending" | "approved" | "paid" | "failed";
          /** @description Internal callers: one partner's payouts (a partner: always its own) */
          partner_id?: number;
          /** @description One cycle: the payouts whose period ends on this date (YYYY-MM-DD, Asia/Dubai) */
          period_end?: string;
          /** @description Part of the payout number (PO-000001) or of the partner's name (en or ar) */
          search?: string;
          /** @description created_at (default) | period_end | amount */
          sortKey?: "created_at" | "period_end" | "amount";
          /** @description asc | desc (default desc) */
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["PayoutListResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payout/details/{id}": {
    /**
     * A payout with every ledger line it pays and its statement (self-billed tax invoice with a TRN)
     * @description Permission read-payout-details. A partner role sees only its own partner's payouts (another partner's: 404); an internal role any. lines: every ledger line the payout pays (a carry_forward line from an earlier negative cycle and a payout_reversal of a failed payout included; not the payout's own payout line), oldest first; their amounts sum to amount exactly. Amounts in AED with 2 decimals; amount = the sum of the payout's ledger lines, to the fils. statement: Khidma's company name, address and TRN (master settings), the partner's legal names and TRN (its approved application); self_billed when the partner has a TRN. Statement figures: supply_value = revenue + discounts + fees + refunds (the partner's supply to Khidma excluding VAT); supply_vat = 5% of it when self_billed (else 0); commission and commission_vat (negative) are Khidma's fee and its VAT; cash_collected, adjustments and carried_over as in the ledger; amount = supply_value + commission + commission_vat + cash_collected + adjustments + carried_over. The ledger stays authoritative: every figure is a sum of the lines.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["PayoutDetailsResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payout/approve/{id}": {
    /**
     * Approve a pending payout for transfer (permission approve-payout)
     * @description Permission approve-payout. Internal roles only (a partner or customer role: 403). Pending only. Re-reads the partner's IBAN (its approved application): a valid UAE IBAN now clears a hold and is the one paid to; none: 422 (on hold, field iban) saying why. 422 for a payout that is approved, paid or failed. 404: no such payout. Audited.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["PayoutResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payout/mark-paid/{id}": {
    /**
     * Mark an approved payout paid with the bank reference (permission mark-paid-payout)
     * @description Permission mark-paid-payout. Internal roles only (a partner or customer role: 403). Body {reference (3-64 characters)}. Approved only: a pending payout answers 422 (approve it first), a paid one 422 (already paid), a failed one 422. 404: no such payout. Audited.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description The bank transfer's reference (3 to 64 characters) */
            reference: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["PayoutResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payout/mark-failed/{id}": {
    /**
     * Mark a payout failed with a reason: the amount returns to the balance (permission mark-paid-payout)
     * @description Permission mark-paid-payout. Internal roles only (a partner or customer role: 403). Body {reason (3-500 characters)}. Pending or approved only (paid or failed: 422). Writes a payout_reversal ledger line of +amount (payout_id null), so the balance is back and the next cycle pays it. 404: no such payout. Audited.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @description Why the transfer failed (3 to 500 characters) */
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["PayoutResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payout/export": {
    /**
     * The approved payouts as a bank transfer CSV (permission export-payout)
     * @description Permission export-payout. Internal roles only (a partner or customer role: 403). Answers text/csv; charset=utf-8 as an attachment (payouts-YYYY-MM-DD.csv, the Dubai date): a header row iban,account_name,amount,reference,partner,period_start,period_end, then one row per approved payout, oldest first (amount in AED with 2 decimals, reference = the payout number). Filters period_end, partner_id.
     */
    get: {
      parameters: {
        query?: {
          /** @description One partner's approved payouts */
          partner_id?: number;
          /** @description One cycle (YYYY-MM-DD, Asia/Dubai) */
          period_end?: string;
        };
      };
      responses: {
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payout/statement/{id}": {
    /**
     * A payout's statement as CSV: its lines and a total row
     * @description Permission read-payout-details. A partner role sees only its own partner's payouts (another partner's: 404); an internal role any. Answers text/csv; charset=utf-8 as an attachment (PO-000001-statement.csv): date (YYYY-MM-DD, Dubai), type, description (Accept-Language), order_number, booking_number, amount (AED, signed), one row per line of payout/details, then a total row (type total) whose amount is the payout's amount.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/payout/run-cycle": {
    /**
     * Run a payout cycle now (permission run-payout-cycle)
     * @description Permission run-payout-cycle. Internal roles only (a partner or customer role: 403). Body {cut_off? (YYYY-MM-DD: 00:00 Asia/Dubai, or an ISO date-time; at most now + 1 day; default the most recent Monday 00:00 Dubai), hold_days? (0-60; default settings payout_hold_days), partner_id?}. Per partner, the ledger lines not in a payout and payable before cut_off - hold_days: a positive sum makes a pending payout of exactly that sum (on hold with hold_reason when the partner has no valid IBAN) and a payout line of -amount takes it off the balance; a negative sum pays nothing and one carry_forward line brings it into the next cycle (the balance does not move). period_end = the Dubai day before the cut-off, period_start = period_end - (settings payout_cycle_days, default 7) + 1. Idempotent: a line is never paid twice, a partner gets one record per period, a second run with nothing new creates nothing; parallel runs are serialised. Audited.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @description YYYY-MM-DD (00:00 Asia/Dubai) or an ISO date-time, at most now + 1 day; default the most recent Monday 00:00 Dubai */
            cut_off?: string;
            /** @description Default settings payout_hold_days (3) */
            hold_days?: number;
            /** @description Only this partner (default every partner) */
            partner_id?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["PayoutCycleResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/audit/list": {
    /**
     * Search the audit trail: who did what to which record, when, with the values before and after
     * @description Permission read-audit-log, internal roles only (a partner or customer role: 403). The trail is append-only: no endpoint edits or deletes an entry. Filters: user_id or search (the acting user's name or e-mail), entity (announcement, application, booking, commission_rate, company_type, coupon, job_type, ledger_adjustment, partner, payout, payout_cycle, role, role_permissions, settings, user), entity_id, action, from and to (YYYY-MM-DD, Asia/Dubai, inclusive). Newest first (sortVal asc: oldest first), then id; page, limit. `changes` lists the top-level fields that differ.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Who did it: the acting user's id */
          user_id?: number;
          /** @description Who did it: part of the acting user's name or e-mail */
          search?: string;
          /** @description The kind of record: announcement | application | booking | commission_rate | company_type | coupon | job_type | ledger_adjustment | partner | payout | payout_cycle | role | role_permissions | settings | user */
          entity?: string;
          /** @description One record (with entity) */
          entity_id?: number;
          /** @description create | update | status | delete | permissions | password | approve | ... */
          action?: string;
          /** @description From this day (YYYY-MM-DD, Asia/Dubai, inclusive) */
          from?: string;
          /** @description Up to this day (YYYY-MM-DD, Asia/Dubai, inclusive) */
          to?: string;
          /** @description By when: desc (default, newest first) | asc */
          sortVal?: "asc" | "desc";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AuditEntryListResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/audit/details/{id}": {
    /**
     * One audit entry
     * @description Permission read-audit-log, internal roles only (a partner or customer role: 403). The trail is append-only: no endpoint edits or deletes an entry. An unknown id: 404.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": components["schemas"]["AuditEntryResponse"];
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/company-type/list": {
    /**
     * Company types, every status: search, status, paged by sort order
     * @description Applicants choose from the active ones in partner onboarding (`GET partner/company-types`). search (English or Arabic name, key), status active|inactive, page, per_page (or limit). Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-company-type.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Rows per page (same as limit; wins when both are given) */
          per_page?: number;
          /** @description Part of the English or Arabic name, or of the key */
          search?: string;
          /** @description active | inactive */
          status?: "active" | "inactive";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminCompanyType"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/company-type/details/{id}": {
    /**
     * One company type
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-company-type.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCompanyType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/company-type/create": {
    /**
     * Create a company type
     * @description {name_en, name_ar, status? (default active)}. The key is derived from name_en (kebab-case, -2, -3... when taken). The same English (any case) or Arabic name as another company type: 422. Audited. Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission create-company-type.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name_en: string;
            name_ar: string;
            /** @enum {string} */
            status?: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCompanyType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/company-type/update/{id}": {
    /**
     * Rename a company type or change its status (its key never changes)
     * @description {name_en?, name_ar?, status?}: what is given changes. Duplicate names: 422. Audited. Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission update-company-type.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            name_en?: string;
            name_ar?: string;
            /** @enum {string} */
            status?: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCompanyType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/company-type/status/{id}": {
    /**
     * Activate or deactivate a company type
     * @description {status: active|inactive}. An inactive company type leaves the onboarding list; applications that chose it keep its key and name. Audited. Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission update-company-type.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            status: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminCompanyType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/job-type/list": {
    /**
     * Job types, every status: search, status, paged by sort order
     * @description Services are classified by an active one (`job_type_id`); the appointment lists filter by it. search (English or Arabic name, key), status active|inactive, page, per_page (or limit). Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-job-type.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Rows per page (same as limit; wins when both are given) */
          per_page?: number;
          /** @description Part of the English or Arabic name, or of the key */
          search?: string;
          /** @description active | inactive */
          status?: "active" | "inactive";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["AdminJobType"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/job-type/details/{id}": {
    /**
     * One job type
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission read-job-type.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminJobType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/job-type/create": {
    /**
     * Create a job type
     * @description {name_en, name_ar, description_en?, description_ar?, status? (default active)}. The key is derived from name_en (kebab-case, -2, -3... when taken). The same English (any case) or Arabic name as another job type: 422. Audited. Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission create-job-type.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name_en: string;
            name_ar: string;
            description_en?: string;
            description_ar?: string;
            /** @enum {string} */
            status?: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminJobType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/job-type/update/{id}": {
    /**
     * Rename a job type or change its status (its key never changes)
     * @description {name_en?, name_ar?, description_en?, description_ar?, status?}: what is given changes. Duplicate names: 422. Audited. Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission update-job-type.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            name_en?: string;
            name_ar?: string;
            /** @enum {string} */
            status?: "active" | "inactive";
            description_en?: string;
            description_ar?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminJobType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/job-type/status/{id}": {
    /**
     * Activate or deactivate a job type
     * @description {status: active|inactive}. An inactive job type cannot be given to a service; services that have it keep it. Audited. Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission update-job-type.
     */
    post: {
      parameters: {
        path: {
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            status: "active" | "inactive";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AdminJobType"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/partner/job-types": {
    /**
     * Active job types to choose from (service forms, appointment filters)
     * @description The active job types by sort order, names in the request's language: what a service's `job_type_id` may be, and the appointment lists' `job_type_id` filter. A partner role or an internal role. Permission read-service.
     */
    get: {
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["JobTypeOption"][];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/announcement/preview": {
    /**
     * How many users an announcement would reach, and its text in the request's language (no writes)
     * @description {segment, partner_id?, category_id?, emirate_id?, title_en, title_ar, body_en, body_ar}: partner_team needs partner_id, category_customers category_id (customers with a booking in it), emirate_customers emirate_id (customers with an address in it); all_partners reaches the users of every active partner company. Only active users are reached. An empty title or text, an unknown segment, a missing or unknown target: 422 on the field. Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission send-announcement.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description all_customers | all_partners (users of every active partner company) | partner_team (partner_id) | category_customers (category_id: customers with a booking in it) | emirate_customers (emirate_id: customers with an address in it)
             * @enum {string}
             */
            segment: "all_customers" | "all_partners" | "partner_team" | "category_customers" | "emirate_customers";
            /** @description Required for partner_team */
            partner_id?: number;
            /** @description Required for category_customers */
            category_id?: number;
            /** @description Required for emirate_customers */
            emirate_id?: number;
            title_en: string;
            title_ar: string;
            body_en: string;
            body_ar: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["AnnouncementPreview"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/announcement/send": {
    /**
     * Send an announcement: one notification (type announcement) to each user of the segment
     * @description {segment, partner_id?, category_id?, emirate_id?, title_en, title_ar, body_en, body_ar}: partner_team needs partner_id, category_customers category_id (customers with a booking in it), emirate_customers emirate_id (customers with an address in it); all_partners reaches the users of every active partner company. Only active users are reached. An empty title or text, an unknown segment, a missing or unknown target: 422 on the field. Stores the announcement with its recipient count and writes the notifications in one transaction (one INSERT ... SELECT), with an audit row (entity announcement, action send); answers the stored announcement (201). Recipients see it in notifications/list and their unread count. Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission send-announcement.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description all_customers | all_partners (users of every active partner company) | partner_team (partner_id) | category_customers (category_id: customers with a booking in it) | emirate_customers (emirate_id: customers with an address in it)
             * @enum {string}
             */
            segment: "all_customers" | "all_partners" | "partner_team" | "category_customers" | "emirate_customers";
            /** @description Required for partner_team */
            partner_id?: number;
            /** @description Required for category_customers */
            category_id?: number;
            /** @description Required for emirate_customers */
            emirate_id?: number;
            title_en: string;
            title_ar: string;
            body_en: string;
            body_ar: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Announcement"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/announcement/list": {
    /**
     * Announcements sent, newest first: search, segment, paged
     * @description search (title or text, English or Arabic), segment, page, per_page (or limit). Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission send-announcement.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          limit?: number;
          /** @description Rows per page (same as limit; wins when both are given) */
          per_page?: number;
          /** @description Part of the title or text, English or Arabic */
          search?: string;
          /** @description Only announcements sent to this segment */
          segment?: "all_customers" | "all_partners" | "partner_team" | "category_customers" | "emirate_customers";
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: {
                data: components["schemas"]["Announcement"][];
                /** @description Rows matching the filters */
                total: number;
                current_page: number;
                /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
                per_page: number;
                last_page: number;
              };
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
  "/api/v2/announcement/details/{id}": {
    /**
     * One announcement sent
     * @description Internal roles only (a partner or customer role: 403, even holding a permission of the same name). Permission send-announcement.
     */
    get: {
      parameters: {
        path: {
          id: number;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          content: {
            "application/json": {
              status_code: number;
              data: components["schemas"]["Announcement"];
              message: string;
            };
          };
        };
        /** @description Default Response */
        401: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          content: {
            "application/json": {
              status_code: number;
              /** @enum {string|null} */
              data: null;
              message: string;
              errors?: {
                [key: string]: string[];
              };
            };
          };
        };
      };
    };
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    TooManyRequestsInput: {
      /** @constant */
      status_code: 429;
      data: {
        retry_after: number;
      };
      message: string;
    };
    TechnicianProfileInput: {
      /** @description #rrggbb */
      colour: string;
      is_active: boolean;
      languages: string[];
      service_ids: number[];
      category_ids: number[];
    };
    TechnicianInput: {
      id: number;
      name: string;
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      /**
       * @description The user account's status
       * @enum {string}
       */
      status: "active" | "inactive";
      /** @description Calendar colour, #rrggbb */
      colour: string;
      /** @description The technician profile's active flag (false: not given new jobs) */
      is_active: boolean;
      languages: string[];
      /** @description Empty with empty category_ids: every service of the partner */
      service_ids: number[];
      category_ids: number[];
      /** @description Open bookings (not completed or cancelled) assigned to them */
      open_jobs: number;
    };
    AdminUserInput: {
      id: number;
      first_name: string;
      last_name: string;
      name: string;
      email: string;
      phone: string | null;
      gender: ("female" | "male" | "other") | null;
      user_profile: string | null;
      /** @enum {string} */
      status: "active" | "inactive";
      /** @description Type of the user's default role (null: no role) */
      user_type: ("internal" | "partner" | "customer") | null;
      roles: {
        id: number;
        name: string;
        /** @enum {string} */
        type: "internal" | "partner" | "customer";
        is_default: number;
      }[];
      /** @description Role ids, the default role first */
      role_ids: number[];
      partner_id: number | null;
      partner_name: string | null;
      email_verified_at: string | null;
      phone_verified_at: string | null;
      last_login_at: string | null;
      created_at: string;
      updated_at: string;
      /** @description The technician profile of a partner's user holding a Technician role; null for everybody else */
      technician: components["schemas"]["TechnicianProfileInput"] | null;
    };
    AdminRoleInput: {
      id: number;
      name: string;
      /** @enum {string} */
      type: "internal" | "partner" | "customer";
      partner_id: number | null;
      partner_name: string | null;
      /** @description 1: built in (cannot be renamed or deleted) */
      is_system: number;
      user_count: number;
      permission_count: number;
      /** @description With with_permissions=1, and always on details */
      permissions?: string[];
    };
    UserAddressInput: {
      id: number;
      /** @description home | work | other, or the customer's own words */
      label: string;
      emirate_id: number;
      emirate_name: string;
      emirate_name_en: string;
      emirate_name_ar: string;
      community_id: number;
      community_name: string;
      community_name_en: string;
      community_name_ar: string;
      building: string;
      apartment_or_villa_number: string;
      street: string | null;
      /** @description apartment | villa | office */
      property_type: string;
      property_type_name: string;
      /** @description studio, 1br ... 5br, office-s ... office-xl */
      property_size: string;
      property_size_name: string;
      latitude: number;
      longitude: number;
      /** @description 1 for the default address */
      is_default: number;
      created_at: string;
      updated_at: string;
    };
    SummaryInput: {
      /** @constant */
      currency: "AED";
      /** @description Sum of lines, VAT incl. */
      subtotal: number;
      discount: number;
      /** @description subtotal - discount: what is paid, VAT incl. */
      total: number;
      vat_percentage: number;
      /** @description round(total x r / (100 + r), 2), r = vat_percentage (the rate the order was sold at) */
      vat_amount: number;
      total_excl_vat: number;
    };
    OrderInput: {
      id: number;
      /** @description KH-000123 */
      number: string;
      /** @enum {string} */
      kind: "booking" | "package" | "quotation" | "reschedule" | "topup";
      /** @enum {string} */
      status: "pending" | "paid" | "failed" | "cancelled" | "refunded";
      /** @enum {string} */
      payment_method: "card" | "wallet" | "cash";
      partner: {
        id: number;
        name: string;
      } | null;
      lines: {
        description: string;
        description_en: string;
        description_ar: string;
        service_id: number | null;
        package_id: number | null;
        quantity: number;
        /** @description VAT incl. */
        unit_price: number;
        /** @description VAT incl., after this line's share of the discount */
        total: number;
        /** @description Line VATs sum to the order's VAT exactly */
        vat_amount: number;
      }[];
      summary: {
        /** @constant */
        currency: "AED";
        /** @description Sum of lines, VAT incl. */
        subtotal: number;
        discount: number;
        /** @description subtotal - discount: what is paid, VAT incl. */
        total: number;
        vat_percentage: number;
        /** @description round(total x r / (100 + r), 2), r = vat_percentage (the rate the order was sold at) */
        vat_amount: number;
        total_excl_vat: number;
        /** @description Paid from the wallet */
        wallet_amount: number;
      };
      coupon_code: string | null;
      created_at: string;
      paid_at: string | null;
      booking_id: number | null;
      subscription_id: number | null;
      invoice: {
        id: number;
        number: string;
      } | null;
      payments: {
        /** @enum {string} */
        status: "succeeded" | "declined" | "refunded";
        gateway: string;
        card_brand: string | null;
        card_last4: string | null;
        amount: number;
        failure_message: string | null;
        created_at: string;
      }[];
    };
    InvoiceInput: {
      id: number;
      /** @description INV-000123, sequential without gaps */
      number: string;
      issued_at: string;
      /** @description YYYY-MM-DD (Asia/Dubai) */
      supply_date: string;
      order_id: number;
      order_number: string;
      /** @constant */
      currency: "AED";
      supplier: {
        name: string;
        name_en: string;
        name_ar: string;
        address: string;
        trn: string;
      };
      provider: {
        name: string;
        name_en: string;
        name_ar: string;
      } | null;
      customer: {
        name: string;
        email: string;
        phone: string | null;
        address: string | null;
      };
      lines: {
        description: string;
        description_en: string;
        description_ar: string;
        quantity: number;
        unit_price_excl_vat: number;
        /** @description VAT incl. */
        unit_price: number;
        vat_rate: number;
        vat_amount: number;
        total_excl_vat: number;
        /** @description VAT incl., after discount */
        total: number;
      }[];
      /** @description Sum of lines before discount, VAT incl. */
      subtotal: number;
      /** @description total - vat_amount */
      subtotal_excl_vat: number;
      discount: number;
      vat_amount: number;
      total: number;
      /** @description card | wallet | cash */
      paid_by: string;
      payment_reference: string | null;
      card_brand: string | null;
      card_last4: string | null;
    };
    PackageSubscriptionInput: {
      id: number;
      /** @description PK-000123 */
      number: string;
      package: {
        id: number;
        name: string;
        image: string | null;
      };
      partner: {
        id: number;
        name: string;
      };
      duration: {
        id: number;
        months: number;
        label: string;
      };
      property_type: string;
      property_size: string;
      starts_on: string;
      ends_on: string;
      visits_total: number;
      visits_used: number;
      total: number;
      /** @enum {string} */
      status: "pending" | "active" | "expired" | "cancelled";
      order_id: number;
      order_number: string;
    };
    BookingReviewInput: {
      id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string;
      /** @description 1 to 5, null when the technician was not rated */
      technician_rating: number | null;
      created_at: string;
      /** @description The partner's reply; null until it replies */
      partner_reply: string | null;
      /** @description When the partner replied or last changed its reply */
      partner_replied_at: string | null;
      /** @description Khidma's moderator reply; null without one */
      reply: string | null;
      replied_at: string | null;
    };
    CustomerReviewInput: {
      id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string;
      /** @description 1 to 5, null when the technician was not rated */
      technician_rating: number | null;
      created_at: string;
      /** @description The partner's reply; null until it replies */
      partner_reply: string | null;
      /** @description When the partner replied or last changed its reply */
      partner_replied_at: string | null;
      /** @description Khidma's moderator reply; null without one */
      reply: string | null;
      replied_at: string | null;
      booking_id: number;
      partner: {
        id: number;
        /** @description The partner's average after this review (visible reviews) */
        average_rating: number;
        rating_count: number;
      };
      services: {
        id: number;
        name: string;
        average_rating: number;
        rating_count: number;
      }[];
    };
    PartnerReviewInput: {
      id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string;
      /** @description 1 to 5, null when the technician was not rated */
      technician_rating: number | null;
      created_at: string;
      /** @description The partner's reply; null until it replies */
      partner_reply: string | null;
      /** @description When the partner replied or last changed its reply */
      partner_replied_at: string | null;
      /** @description Khidma's moderator reply; null without one */
      reply: string | null;
      replied_at: string | null;
      customer_name: string;
      /** @description false: hidden by Khidma's moderators (not on the storefront, not averaged) */
      is_visible: boolean;
      booking: {
        id: number;
        number: string;
      } | null;
      /** @description The first service of the booking (the one the storefront names) */
      service: {
        id: number;
        name: string;
      } | null;
      /** @description Every service the review rates */
      services: {
        id: number;
        name: string;
      }[];
      technician: {
        id: number;
        name: string;
      } | null;
      partner_replied_by: {
        id: number;
        name: string;
      } | null;
    };
    RatingSummaryInput: {
      /** @description Average of the visible reviews, 2 decimals (0 without any) */
      average: number;
      /** @description Visible reviews */
      count: number;
      /** @description Visible reviews per number of stars */
      distribution: {
        1: number;
        2: number;
        3: number;
        4: number;
        5: number;
      };
    };
    PartnerReviewPageInput: {
      data: components["schemas"]["PartnerReviewInput"][];
      /** @description Rows matching the filters */
      total: number;
      current_page: number;
      /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
      per_page: number;
      last_page: number;
      summary: components["schemas"]["RatingSummaryInput"];
    };
    TimeSlotsInput: {
      date: string;
      partner_id: number;
      /** @constant */
      timezone: "Asia/Dubai";
      duration_minutes: number;
      closed: boolean;
      closed_reason: ("holiday" | "closed" | "past") | null;
      holiday_name: string | null;
      slots: {
        /** @description ISO UTC */
        start: string;
        end: string;
        /** @description HH:mm, Asia/Dubai */
        time: string;
        /** @description 09:00 AM */
        label: string;
        available: boolean;
        /** @description How many more bookings the slot takes now: technicians (or teams) still free; 0 when too soon */
        free: number;
      }[];
    };
    AvailableDatesInput: {
      dates: {
        date: string;
        available: boolean;
        reason: ("holiday" | "closed" | "past" | "full") | null;
        holiday_name: string | null;
      }[];
    };
    FeePreviewInput: {
      booking_id: number;
      /** @enum {string} */
      action: "cancel" | "reschedule";
      /** @description 1 decimal; negative once the slot has started */
      hours_before: number;
      fee_percent: number;
      fee: number;
      total: number;
      /** @description cancel: back to the wallet */
      refund: number;
      paid: number;
      /** @enum {string} */
      rule: "free" | "late" | "very_late" | "missed";
      /** @description reschedule: the new slot asked about */
      new_scheduled_at: string | null;
    };
    QuotationInput: {
      id: number;
      number: string;
      booking_id: number;
      booking_number: string;
      partner: {
        id: number;
        name: string;
      };
      title: string;
      title_en: string;
      title_ar: string;
      lines: {
        description: string;
        description_en: string;
        description_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
        /** @description The line's photos (/uploads/...) */
        photos: string[];
      }[];
      total: number;
      vat_amount: number;
      /** @enum {string} */
      status: "pending" | "accepted" | "declined" | "expired";
      valid_until: string;
      created_at: string;
      responded_at: string | null;
      decline_reason: string | null;
      order_id: number | null;
      /** @description Photos of the quotation as a whole (/uploads/...) */
      photos: string[];
      /** @description Its order once accepted: pending (card not paid yet, or cash to collect), paid, ...; null before */
      order_status: ("pending" | "paid" | "failed" | "cancelled" | "refunded") | null;
      /** @description How its order is paid */
      order_payment_method: ("card" | "wallet" | "cash") | null;
      /** @description How the booking itself is paid: the default way to pay the quotation (cash only then) */
      booking_payment_method: ("card" | "wallet" | "cash") | null;
    };
    BookingCompletionReportInput: {
      id: number;
      notes: string;
      /** @description Every photo: before, then after */
      photos: string[];
      before_photos: string[];
      after_photos: string[];
      /** @description The services' included items, each done or not */
      checklist: {
        key: string;
        label: string;
        label_en: string;
        label_ar: string;
        done: boolean;
      }[];
      minutes_on_site: number | null;
      /** @description ISO UTC, when the partner gave start and end times */
      started_at: string | null;
      ended_at: string | null;
      customer_signoff: boolean;
      signed_by: string | null;
      created_at: string;
    };
    BookingInput: {
      id: number;
      /** @description BK-000123 */
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      /** @enum {string} */
      payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
      payment_method: ("card" | "wallet" | "cash") | null;
      /** @description Slot start, ISO UTC */
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        logo: string | null;
        phone: string | null;
      };
      services: {
        service_id: number;
        name: string;
        name_en: string;
        name_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
      }[];
      total: number;
      address_text: string;
      order_id: number | null;
      order_number: string | null;
      can_cancel: boolean;
      can_reschedule: boolean;
      created_at: string;
      /** @description A package visit (issue 16): the package and subscription it belongs to; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        /** @description PK-000123 */
        subscription_number: string;
        /** @description The month of the subscription it counts against (0 = the first) */
        visit_month: number;
      } | null;
    };
    BookingDetailsInput: {
      id: number;
      /** @description BK-000123 */
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      /** @enum {string} */
      payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
      payment_method: ("card" | "wallet" | "cash") | null;
      /** @description Slot start, ISO UTC */
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        logo: string | null;
        phone: string | null;
      };
      services: {
        service_id: number;
        name: string;
        name_en: string;
        name_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
      }[];
      total: number;
      address_text: string;
      order_id: number | null;
      order_number: string | null;
      can_cancel: boolean;
      can_reschedule: boolean;
      created_at: string;
      /** @description A package visit (issue 16): the package and subscription it belongs to; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        /** @description PK-000123 */
        subscription_number: string;
        /** @description The month of the subscription it counts against (0 = the first) */
        visit_month: number;
      } | null;
      timeline: {
        status: string;
        status_label: string;
        note: string | null;
        created_at: string;
      }[];
      technician: {
        id: number;
        name: string;
        phone: string | null;
      } | null;
      notes: string | null;
      images: string[];
      quotations: components["schemas"]["QuotationInput"][];
      completion_report: components["schemas"]["BookingCompletionReportInput"] | null;
      cancellation_fee: number | null;
      cancel_reason: string | null;
      cancelled_at: string | null;
      completed_at: string | null;
      reschedule_count: number;
      invoice: {
        id: number;
        number: string;
        order_id: number;
      } | null;
      /** @description The customer's review of this booking; null until rated */
      review: components["schemas"]["BookingReviewInput"] | null;
      /** @description true: completed and not rated yet (POST customer/booking/review/{id}); no time limit */
      can_review: boolean;
    };
    AdminBookingInput: {
      id: number;
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      payment_status: string;
      payment_method: string | null;
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      /** @description AED, VAT included */
      total: number;
      partner_id: number;
      technician_id: number | null;
      customer: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      };
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
      };
      technician: {
        id: number;
        name: string;
      } | null;
      address_text: string;
      services: {
        name: string;
        quantity: number;
      }[];
      pending_reassignment: boolean;
      created_at: string;
      /** @description A package visit (issue 16): its package and subscription; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        subscription_number: string;
      } | null;
    };
    ReassignmentRequestInput: {
      id: number;
      booking: {
        id: number;
        number: string;
        status: string;
        status_label: string;
        scheduled_at: string;
        partner: {
          id: number;
          name: string;
        };
        customer: {
          id: number;
          name: string;
        };
        /** @description The booking's technician now */
        technician: {
          id: number;
          name: string;
        } | null;
      };
      /** @description The technician the request is about (the booking's when it was asked) */
      technician: {
        id: number;
        name: string;
      } | null;
      new_technician: {
        id: number;
        name: string;
      } | null;
      /** @description Who asked: a partner user acting for its technician (null: seeded) */
      requested_by: {
        id: number;
        name: string;
      } | null;
      /** @description The partner that asked */
      partner: {
        id: number;
        name: string;
      };
      /** @description The partner Khidma handed the booking to, when approved that way */
      new_partner: {
        id: number;
        name: string;
      } | null;
      reason: string;
      /** @enum {string} */
      status: "pending" | "approved" | "rejected";
      resolution_note: string | null;
      resolved_by: {
        id: number;
        name: string;
      } | null;
      created_at: string;
      updated_at: string;
    };
    AdminQuotationInput: {
      id: number;
      number: string;
      booking_id: number;
      booking_number: string;
      partner: {
        id: number;
        name: string;
      };
      title: string;
      title_en: string;
      title_ar: string;
      lines: {
        description: string;
        description_en: string;
        description_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
        /** @description The line's photos (/uploads/...) */
        photos: string[];
      }[];
      total: number;
      vat_amount: number;
      /** @enum {string} */
      status: "pending" | "accepted" | "declined" | "expired";
      valid_until: string;
      created_at: string;
      responded_at: string | null;
      decline_reason: string | null;
      order_id: number | null;
      /** @description Photos of the quotation as a whole (/uploads/...) */
      photos: string[];
      /** @description Its order once accepted: pending (card not paid yet, or cash to collect), paid, ...; null before */
      order_status: ("pending" | "paid" | "failed" | "cancelled" | "refunded") | null;
      /** @description How its order is paid */
      order_payment_method: ("card" | "wallet" | "cash") | null;
      /** @description How the booking itself is paid: the default way to pay the quotation (cash only then) */
      booking_payment_method: ("card" | "wallet" | "cash") | null;
      customer: {
        id: number;
        name: string;
      };
      booking_status: string;
      booking_status_label: string;
    };
    CompletionReportInput: {
      id: number;
      booking: {
        id: number;
        number: string;
        status: string;
        status_label: string;
        scheduled_at: string;
        completed_at: string | null;
        total: number;
      };
      partner: {
        id: number;
        name: string;
      };
      customer: {
        id: number;
        name: string;
      };
      technician: {
        id: number;
        name: string;
      } | null;
      notes: string;
      /** @description Every photo: before, then after */
      photos: string[];
      before_photos: string[];
      after_photos: string[];
      /** @description The services' included items, each done or not */
      checklist: {
        key: string;
        label: string;
        label_en: string;
        label_ar: string;
        done: boolean;
      }[];
      minutes_on_site: number | null;
      /** @description ISO UTC, when the partner gave start and end times */
      started_at: string | null;
      ended_at: string | null;
      customer_signoff: boolean;
      signed_by: string | null;
      created_at: string;
    };
    AdminBookingDetailsInput: {
      id: number;
      /** @description BK-000123 */
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      /** @enum {string} */
      payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
      payment_method: ("card" | "wallet" | "cash") | null;
      /** @description Slot start, ISO UTC */
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        logo: string | null;
        phone: string | null;
      };
      services: {
        service_id: number;
        name: string;
        name_en: string;
        name_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
      }[];
      total: number;
      address_text: string;
      order_id: number | null;
      order_number: string | null;
      can_cancel: boolean;
      can_reschedule: boolean;
      created_at: string;
      /** @description A package visit (issue 16): the package and subscription it belongs to; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        /** @description PK-000123 */
        subscription_number: string;
        /** @description The month of the subscription it counts against (0 = the first) */
        visit_month: number;
      } | null;
      timeline: {
        status: string;
        status_label: string;
        note: string | null;
        created_at: string;
      }[];
      technician: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      } | null;
      notes: string | null;
      images: string[];
      quotations: components["schemas"]["QuotationInput"][];
      completion_report: components["schemas"]["BookingCompletionReportInput"] | null;
      cancellation_fee: number | null;
      cancel_reason: string | null;
      cancelled_at: string | null;
      completed_at: string | null;
      reschedule_count: number;
      invoice: {
        id: number;
        number: string;
        order_id: number;
      } | null;
      /** @description The customer's review of this booking; null until rated */
      review: components["schemas"]["BookingReviewInput"] | null;
      /** @description true: completed and not rated yet (POST customer/booking/review/{id}); no time limit */
      can_review: boolean;
      customer: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      };
      history: {
        id: number;
        status: string;
        status_label: string;
        note: string | null;
        actor: {
          id: number;
          name: string;
        } | null;
        created_at: string;
      }[];
      /** @description Statuses the booking may move to now */
      next_statuses: (
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show"
      )[];
      reassignment_requests: components["schemas"]["ReassignmentRequestInput"][];
      order: {
        id: number;
        number: string;
        status: string;
        payment_method: string;
        total: number;
        paid_at: string | null;
      } | null;
      payments: {
        id: number;
        gateway: string;
        status: string;
        amount: number;
        reference: string | null;
        card_brand: string | null;
        card_last4: string | null;
        failure_message: string | null;
        created_at: string;
      }[];
    };
    AdminReviewInput: {
      id: number;
      partner: {
        id: number;
        name: string;
      };
      service: {
        id: number;
        name: string;
      } | null;
      user_id: number | null;
      customer_name: string;
      rating: number;
      comment: string;
      is_visible: boolean;
      reply: string | null;
      replied_at: string | null;
      replied_by: {
        id: number;
        name: string;
      } | null;
      created_at: string;
      /** @description The partner's own reply (partner/review/reply), apart from Khidma's */
      partner_reply: string | null;
      partner_replied_at: string | null;
      partner_replied_by: {
        id: number;
        name: string;
      } | null;
      /** @description 1 to 5, null when the technician was not rated */
      technician_rating: number | null;
      /** @description The booking rated */
      booking: {
        id: number;
        number: string;
      } | null;
    };
    PartnerAvailabilityInput: {
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        status: string;
      };
      timezone: string;
      working_hours: {
        /** @description 0 = Sunday ... 6 = Saturday */
        weekday: number;
        opens_at: string | null;
        closes_at: string | null;
        is_closed: boolean;
        /** @description Parallel appointments (teams) when the partner has no technicians */
        capacity: number;
        breaks: {
          starts_at: string;
          ends_at: string;
        }[];
        /** @description Active technicians working that weekday (own week or this) */
        technicians_on_shift: number;
      }[];
      holidays: {
        /** @description First day of it from `from` */
        date: string;
        start_date: string;
        /** @description Inclusive */
        end_date: string;
        name: string;
        name_en: string;
        name_ar: string;
        /**
         * @description partner: the whole company; technician: days off
         * @enum {string}
         */
        scope: "public" | "partner" | "technician";
        technician_ids: number[];
        /** @description A public holiday awaiting the moon sighting */
        is_tentative: boolean;
      }[];
      technicians: {
        id: number;
        name: string;
        colour: string;
        own_week: boolean;
        /** @description Weekdays on shift */
        weekdays: number[];
      }[];
      load: {
        date: string;
        weekday: number;
        closed: boolean;
        closed_reason: ("holiday" | "closed" | "past") | null;
        holiday_name: string | null;
        bookings: number;
        booked_minutes: number;
        /** @description Technicians' shifts less breaks, or open hours less breaks x teams */
        capacity_minutes: number;
        /** @description booked / capacity minutes (0..1+, 2 decimals) */
        utilisation: number;
        /** @description Hourly one-hour slots offered that day */
        slots_total: number;
        /** @description Of those, still bookable now */
        slots_free: number;
      }[];
      totals: {
        bookings: number;
        booked_minutes: number;
        capacity_minutes: number;
      };
    };
    CategoryInput: {
      id: number;
      slug: string;
      /** @description name_en or name_ar, by Accept-Language */
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      icon: string | null;
      image: string | null;
      /** @description 0 or 1 */
      is_trending: number;
      sort_order: number;
      /** @description Active services in the category (of the partner, with partner_id) */
      service_count: number;
      status: string;
    };
    PartnerInput: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      logo: string | null;
      cover_image: string | null;
      about: string;
      about_en: string;
      about_ar: string;
      average_rating: number;
      rating_count: number;
      service_count: number;
      package_count: number;
      status: string;
      /** @description Names of the emirates the partner serves */
      emirates: string[];
      /** @description Communities served */
      community_count: number;
      years_in_business: number;
      cash_on_delivery: boolean;
      latitude: number | null;
      longitude: number | null;
      /** @description From latitude/longitude when given (1 decimal), else null */
      distance_km: number | null;
      /** @description false when signed out */
      is_favourite: boolean;
    };
    ServiceInput: {
      id: number;
      slug: string;
      partner_id: number;
      category_id: number;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      /** @description What the price includes, in the request's language */
      includes: string[];
      includes_en: string[];
      includes_ar: string[];
      /** @description Price incl. 5% VAT (AED, 2 decimals) */
      price: number;
      /** @description price - vat_amount (AED, 2 decimals) */
      price_excl_vat: number;
      /** @description round(price * 5 / 105, 2) (AED, 2 decimals) */
      vat_amount: number;
      duration_minutes: number;
      image: string | null;
      average_rating: number;
      rating_count: number;
      /** @description 0 or 1 */
      is_trending: number;
      status: string;
      /** @description 0 or 1 */
      active: number;
      is_favourite: boolean;
      partner: {
        id: number;
        name: string;
        logo: string | null;
        average_rating: number;
      };
      category: {
        id: number;
        name: string;
        slug: string;
      };
    };
    ReviewInput: {
      id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string;
      customer_name: string;
      created_at: string;
      /** @description Khidma's public reply to the review; null when nobody has replied */
      reply: string | null;
      /** @description When the reply was written or last changed (ISO 8601); null without a reply */
      replied_at: string | null;
      /** @description The provider's own reply, shown beside Khidma's; null when the provider has not replied */
      partner_reply: string | null;
      /** @description When the provider replied or last changed its reply */
      partner_replied_at: string | null;
    };
    PackageDurationInput: {
      /** @description package_duration_id */
      id: number;
      months: number;
      label: string;
      label_en: string;
      label_ar: string;
      /** @description Discount on the whole term, in percent */
      discount_percent: number;
    };
    PackageInput: {
      id: number;
      partner_id: number;
      category_id: number | null;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      image: string | null;
      /** @description Active services it bundles */
      services: {
        id: number;
        name: string;
      }[];
      visits_per_month: number;
      /**
       * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
       * @enum {string}
       */
      unused_visits?: "lost" | "carry_over";
      property_types: ("apartment" | "villa" | "office")[];
      /** @description Approved | Pending | Rejected | Changes Requested */
      status: string;
      /** @description 0 or 1 */
      active: number;
      /** @description 0 or 1 */
      is_handpicked: number;
      starting_price: number | null;
      partner: {
        id: number;
        name: string;
        logo: string | null;
        average_rating: number;
      };
    };
    PropertyTypeInput: {
      /** @description property_id */
      id: number;
      /** @enum {string} */
      type: "apartment" | "villa" | "office";
      name: string;
      name_en: string;
      name_ar: string;
      sizes: {
        id: number;
        /** @description studio, 1br ... 5br, office-s ... office-xl */
        key: string;
        name: string;
        name_en: string;
        name_ar: string;
      }[];
    };
    PackagePriceQuoteInput: {
      package_id: number;
      package_duration_id: number;
      /** @description Months in the term */
      duration_months: number;
      /** @enum {string} */
      property_type: "apartment" | "villa" | "office";
      /** @description Size key, e.g. 2br or office-m */
      property_size: string;
      /** @constant */
      currency: "AED";
      visits_per_month: number;
      /** @description visits_per_month x duration_months */
      visits_total: number;
      /** @description Monthly price incl. VAT from the package's pricing, before discount (AED, 2 decimals) */
      monthly_price: number;
      /** @description monthly_price x duration_months, incl. VAT (AED, 2 decimals) */
      list_total: number;
      /** @description The duration's discount, in percent */
      discount_percent: number;
      /** @description round(list_total x discount_percent / 100, 2) (AED, 2 decimals) */
      discount_amount: number;
      /** @description list_total - discount_amount: what the customer pays, incl. VAT (AED, 2 decimals) */
      total: number;
      /** @description total - vat_amount (AED, 2 decimals) */
      subtotal_excl_vat: number;
      /** @description 5 */
      vat_percentage: number;
      /** @description VAT inside total: round(total x r / (100 + r), 2), r = vat_percentage (AED, 2 decimals) */
      vat_amount: number;
      /** @description round(total / duration_months, 2) (AED, 2 decimals) */
      monthly_price_after_discount: number;
      /** @description round(total / visits_total, 2) (AED, 2 decimals) */
      price_per_visit: number;
    };
    ManagedPackageInput: {
      id: number;
      partner_id: number;
      category_id: number | null;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      image: string | null;
      /** @description Active services it bundles */
      services: {
        id: number;
        name: string;
      }[];
      visits_per_month: number;
      /**
       * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
       * @enum {string}
       */
      unused_visits?: "lost" | "carry_over";
      property_types: ("apartment" | "villa" | "office")[];
      /** @description Approved | Pending | Rejected | Changes Requested */
      status: string;
      /** @description 0 or 1 */
      active: number;
      /** @description 0 or 1 */
      is_handpicked: number;
      starting_price: number | null;
      partner: {
        id: number;
        name: string;
        logo: string | null;
        average_rating: number;
      };
      status_label: string;
      /** @description Every service the package bundles (active or not) */
      service_ids: number[];
      duration_count: number;
      /** @description Priced (duration, property type, size) combinations */
      price_count: number;
      created_at: string;
      updated_at: string;
    };
    PackageCommentInput: {
      id: number;
      package_id: number;
      author_user_id: number | null;
      author_name: string | null;
      /** @enum {string} */
      author_role: "internal" | "partner";
      /**
       * @description Same as author_role
       * @enum {string}
       */
      status_performed_by: "internal" | "partner";
      /** @description The status set by this entry; null for a plain comment */
      status: string | null;
      status_label: string | null;
      previous_status: string | null;
      comments: string | null;
      created_at: string;
    };
    ManagedPackageDurationInput: {
      /** @description package_duration_id */
      id: number;
      months: number;
      label: string;
      label_en: string;
      label_ar: string;
      /** @description Discount on the whole term, in percent */
      discount_percent: number;
      package_id: number;
      price_count: number;
    };
    PackagePriceInput: {
      id: number;
      package_id: number;
      package_duration_id: number;
      months: number;
      duration_label: string;
      discount_percent: number;
      /** @enum {string} */
      property_type: "apartment" | "villa" | "office";
      property_type_name: string;
      property_size: string;
      property_size_name: string;
      /** @description Monthly price incl. VAT (AED), before discount */
      price: number;
      price_excl_vat: number;
      vat_amount: number;
      /** @description total / months */
      discounted_monthly_price: number;
      /** @description Whole term incl. VAT after the duration's discount */
      total: number;
    };
    ManagedServiceInput: {
      id: number;
      slug: string;
      partner_id: number;
      partner_name: string;
      category_id: number;
      category_name: string;
      /** @description Its job type (issue 18a), null when not classified */
      job_type_id: number | null;
      /** @description The job type's name in the request's language */
      job_type: string | null;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      includes: string[];
      includes_en: string[];
      includes_ar: string[];
      /** @description AED incl. VAT */
      price: number;
      price_excl_vat: number;
      vat_amount: number;
      duration_minutes: number;
      image: string | null;
      average_rating: number;
      rating_count: number;
      is_trending: number;
      status: string;
      /** @description 0 or 1 */
      active: number;
      /** @description Packages bundling it */
      package_count: number;
      created_at: string;
    };
    PartnerServiceAreasInput: {
      partner_id: number;
      community_count: number;
      emirates: {
        emirate_id: number;
        emirate_name: string;
        emirate_name_en: string;
        emirate_name_ar: string;
        communities: {
          id: number;
          slug: string;
          name: string;
          name_en: string;
          name_ar: string;
        }[];
      }[];
    };
    PartnerProfileInput: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      email: string | null;
      phone: string | null;
      status: string;
      logo: string | null;
      cover_image: string | null;
      about: string;
      about_en: string;
      about_ar: string;
      cash_on_delivery: boolean;
      years_in_business: number;
      latitude: number | null;
      longitude: number | null;
      created_at: string;
      /** @description From the approved application, when the partner onboarded through one */
      company: {
        legal_name_en: string | null;
        legal_name_ar: string | null;
        trade_license_number: string | null;
        trade_license_expiry: string | null;
        company_type: string | null;
        trn: string | null;
      } | null;
      service_count: number;
      active_service_count: number;
      package_count: number;
      community_count: number;
      emirates: string[];
      ratings: {
        average: number;
        count: number;
        distribution: {
          1: number;
          2: number;
          3: number;
          4: number;
          5: number;
        };
      };
    };
    PartnerDashboardInput: {
      partner_id: number;
      services: {
        total: number;
        active: number;
      };
      packages: {
        total: number;
        active: number;
        /** @description Every package status, 0 included */
        by_status: {
          [key: string]: number;
        };
      };
      appointments: {
        upcoming_count: number;
        next: {
          id: number;
          number: string;
          scheduled_at: string;
          status: string;
          customer_name: string;
          address_text: string;
          total: number;
        }[];
      };
      /** @description Paid orders of the partner since the 1st of this month (Asia/Dubai), AED */
      revenue_this_month: number;
      /** @description From the partner ledger; null when the caller lacks read-payout */
      earnings: {
        /** @description AED: the partner's ledger lines since the 1st of this month (Asia/Dubai) other than settlements (payout, payout_reversal, carry_forward, cash_collected): revenue less commission, its VAT, discounts, refunds, fees and adjustments */
        this_month: number;
        /** @description AED: as partner/balance total (the sum of the ledger) */
        total: number;
        /** @description AED: as partner/balance pending (inside the holding period) */
        pending: number;
        /** @description AED: as partner/balance available */
        available: number;
      } | null;
      /** @constant */
      currency: "AED";
      rating: {
        average: number;
        count: number;
      };
      community_count: number;
    };
    AdminCategoryInput: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      icon: string | null;
      image: string | null;
      is_trending: number;
      sort_order: number;
      status: string;
      /** @description Every service of the category, active or not */
      service_count: number;
      package_count: number;
      attribute_count: number;
      created_at: string;
    };
    AttributeInput: {
      id: number;
      name: string;
      name_en: string;
      name_ar: string;
      /** @enum {string} */
      type: "text" | "number" | "select";
      options: {
        en: string;
        ar: string;
        label: string;
      }[];
      is_required: number;
      sort_order: number;
      status: string;
      category_ids: number[];
      categories: {
        id: number;
        name: string;
      }[];
      created_at: string;
      updated_at: string;
    };
    AdminBannerInput: {
      id: number;
      title: string;
      title_en: string;
      title_ar: string;
      subtitle: string;
      subtitle_en: string;
      subtitle_ar: string;
      image: string;
      link: string | null;
      /** @enum {string} */
      target: "customer" | "partner";
      sort_order: number;
      starts_at: string | null;
      ends_at: string | null;
      status: string;
      /** @description Active and within its schedule now: shown by banners/get-by-target */
      is_live: boolean;
    };
    AdminPropertySizeInput: {
      id: number;
      property_type_id: number;
      key: string;
      name: string;
      name_en: string;
      name_ar: string;
      sort_order: number;
      package_count: number;
      price_count: number;
      address_count: number;
      in_use: boolean;
    };
    AdminPropertyTypeInput: {
      id: number;
      type: string;
      name: string;
      name_en: string;
      name_ar: string;
      sort_order: number;
      sizes: components["schemas"]["AdminPropertySizeInput"][];
      package_count: number;
      price_count: number;
      address_count: number;
      in_use: boolean;
    };
    AdminEmirateInput: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      area_count: number;
      community_count: number;
    };
    AreaInput: {
      id: number;
      emirate_id: number;
      emirate_name: string;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      sort_order: number;
      status: string;
      community_count: number;
    };
    AdminCommunityInput: {
      id: number;
      emirate_id: number;
      emirate_name: string;
      area_id: number | null;
      area_name: string | null;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      latitude: number;
      longitude: number;
      partner_count: number;
    };
    MasterSettingInput: {
      company_name?: string | null;
      /** @description An e-mail address (the storefront footer's support address) */
      support_email?: string | null;
      /** @description Phone-like text: digits, spaces, + - ( ), 7 to 20 characters */
      support_phone?: string | null;
      /** @description Phone-like text, or null */
      whatsapp?: string | null;
      /** @description Khidma's legal address in English (pricing_and_taxes.legal_address_en) */
      address?: string | null;
      /** @description Khidma's legal address in Arabic (pricing_and_taxes.legal_address_ar) */
      address_ar?: string | null;
      /** @description Khidma's TRN, 15 digits (pricing_and_taxes.trn) */
      trn?: string | null;
      /** @description An http(s) URL, or null */
      app_store_url?: string | null;
      /** @description An http(s) URL, or null */
      play_store_url?: string | null;
      /** @description An http(s) URL, or null */
      facebook_url?: string | null;
      /** @description An http(s) URL, or null */
      instagram_url?: string | null;
      /** @description An http(s) URL, or null */
      x_url?: string | null;
      /** @description An http(s) URL, or null */
      linkedin_url?: string | null;
      [key: string]: unknown;
    };
    SettingsInput: {
      /** @description DD-MM-YYYY | DD/MM/YYYY | YYYY-MM-DD | MM/DD/YYYY | D MMM YYYY */
      default_date_format: string;
      /** @description hh:mm A | HH:mm */
      default_time_format: string;
      timezone: string;
      currency: string;
      pricing_and_taxes: {
        /** @description VAT rate (percent) of new carts and orders; an order keeps its own */
        vat_percentage: number;
        prices_include_vat: boolean;
        currency: string;
        /** @description Khidma's TRN (15 digits) on invoices */
        trn: string | null;
        /** @description Khidma's legal address on invoices (English) */
        legal_address_en: string | null;
        /** @description Khidma's legal address on invoices (Arabic) */
        legal_address_ar: string | null;
      };
      loyalty: {
        points_per_aed: number;
        aed_per_point: number;
        min_redeem_points?: number;
      };
      /** @description Cancellation and reschedule fee tiers: free from free_hours before the slot; late_percent of the price from then until late_hours before; very_late_percent inside late_hours; missed_percent for a no-show */
      cancellation: {
        free_hours: number;
        late_hours: number;
        late_percent: number;
        very_late_percent: number;
        missed_percent: number;
      };
      /**
       * @description weekly: cut-off the last Monday 00:00; monthly: the 1st 00:00
       * @enum {string}
       */
      payout_cycle: "weekly" | "monthly";
      /** @description Days a ledger line stays pending before a payout (0-60) */
      payout_hold_days: number;
      /** @description The default commission rate in force now (percent) */
      default_commission_percent: number;
      master_setting: components["schemas"]["MasterSettingInput"];
      [key: string]: unknown;
    };
    SettingsUpdateBodyInput: {
      /** @description DD-MM-YYYY | DD/MM/YYYY | YYYY-MM-DD | MM/DD/YYYY | D MMM YYYY */
      default_date_format?: string | null;
      /** @description hh:mm A | HH:mm */
      default_time_format?: string | null;
      pricing_and_taxes?: {
        /** @description 0-100 */
        vat_percentage?: number | null;
        prices_include_vat?: boolean | null;
        /** @description 15 digits */
        trn?: string | null;
        legal_address_en?: string | null;
        legal_address_ar?: string | null;
      };
      loyalty?: {
        points_per_aed?: number | null;
        aed_per_point?: number | null;
        min_redeem_points?: number | null;
      };
      /** @description Integers; free_hours > late_hours >= 0; 0 <= late_percent <= very_late_percent <= missed_percent <= 100 */
      cancellation?: {
        free_hours?: number | null;
        late_hours?: number | null;
        late_percent?: number | null;
        very_late_percent?: number | null;
        missed_percent?: number | null;
      };
      /** @description weekly | monthly */
      payout_cycle?: string | null;
      /** @description 0-60 */
      payout_hold_days?: number | null;
      /** @description 0-100; saving a new value adds a default commission rate from today */
      default_commission_percent?: number | null;
      master_setting?: {
        company_name?: string | null;
        support_email?: string | null;
        support_phone?: string | null;
        whatsapp?: string | null;
        address?: string | null;
        address_ar?: string | null;
        app_store_url?: string | null;
        play_store_url?: string | null;
        facebook_url?: string | null;
        instagram_url?: string | null;
        x_url?: string | null;
        linkedin_url?: string | null;
      };
    };
    SettingsResponseInput: {
      status_code: number;
      data: components["schemas"]["SettingsInput"];
      message: string;
    };
    CompanyTypeInput: {
      id: number;
      key: string;
      name: string;
      name_en: string;
      name_ar: string;
    };
    ApplicationDocumentInput: {
      id: number;
      /** @enum {string} */
      type: "trade_license" | "vat_certificate" | "insurance" | "owner_emirates_id";
      /** @description /uploads/... */
      path: string;
      mime: string;
      size: number;
      original_name: string;
      created_at: string;
    };
    ApplicationCommentInput: {
      id: number;
      author_user_id: number | null;
      author_name: string | null;
      /** @enum {string} */
      author_role: "internal" | "partner";
      /** @description the status the application was set to */
      status: ("draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected") | null;
      status_label: string | null;
      comment: string | null;
      created_at: string;
    };
    ApplicationSummaryInput: {
      id: number;
      user_id: number;
      /** @enum {string} */
      status: "draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected";
      status_label: string;
      status_label_en: string;
      status_label_ar: string;
      current_step: number;
      legal_name: string | null;
      legal_name_en: string | null;
      legal_name_ar: string | null;
      trade_license_number: string | null;
      applicant_name: string;
      applicant_email: string;
      partner_id: number | null;
      submitted_at: string | null;
      decided_at: string | null;
      created_at: string;
      updated_at: string;
    };
    PartnerApplicationInput: {
      id: number;
      user_id: number;
      /** @enum {string} */
      status: "draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected";
      status_label: string;
      status_label_en: string;
      status_label_ar: string;
      /** @description index into steps order: company, contact_bank, documents, areas, services; 5 = all complete */
      current_step: number;
      /** @description draft or changes-requested */
      is_editable: boolean;
      steps: {
        company: boolean;
        contact_bank: boolean;
        documents: boolean;
        areas: boolean;
        services: boolean;
      };
      required_documents: ("trade_license" | "vat_certificate" | "insurance" | "owner_emirates_id")[];
      legal_name: string | null;
      legal_name_en: string | null;
      legal_name_ar: string | null;
      trade_license_number: string | null;
      trade_license_expiry: string | null;
      company_type: string | null;
      company_type_name: string | null;
      trn: string | null;
      logo: string | null;
      contact_person: string | null;
      contact_phone: string | null;
      contact_email: string | null;
      bank_name: string | null;
      iban: string | null;
      account_name: string | null;
      community_ids: number[];
      areas: {
        community_id: number;
        emirate_id: number;
        emirate_name: string;
        name: string;
        name_en: string;
        name_ar: string;
      }[];
      services: {
        id: number;
        category_id: number;
        category_name: string;
        name: string;
        name_en: string;
        name_ar: string;
        /** @description AED incl. VAT */
        price: number;
        price_excl_vat: number;
        vat_amount: number;
        duration_minutes: number;
      }[];
      documents: components["schemas"]["ApplicationDocumentInput"][];
      /** @description oldest first */
      comments: components["schemas"]["ApplicationCommentInput"][];
      applicant: {
        id: number;
        first_name: string;
        last_name: string;
        email: string;
        phone: string | null;
      };
      partner_id: number | null;
      submitted_at: string | null;
      decided_at: string | null;
      created_at: string;
      updated_at: string;
    };
    AdminPartnerInput: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      logo: string | null;
      email: string | null;
      phone: string | null;
      status: string;
      average_rating: number;
      rating_count: number;
      /** @description Services, active or not */
      service_count: number;
      active_service_count: number;
      /** @description Packages not deleted, any status */
      package_count: number;
      community_count: number;
      emirates: string[];
      created_at: string;
    };
    AdminPartnerDetailsInput: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      email: string | null;
      phone: string | null;
      status: string;
      logo: string | null;
      cover_image: string | null;
      about: string;
      about_en: string;
      about_ar: string;
      cash_on_delivery: boolean;
      years_in_business: number;
      latitude: number | null;
      longitude: number | null;
      created_at: string;
      company: {
        legal_name_en: string | null;
        legal_name_ar: string | null;
        trade_license_number: string | null;
        trade_license_expiry: string | null;
        company_type: string | null;
        trn: string | null;
      } | null;
      service_count: number;
      active_service_count: number;
      package_count: number;
      packages_by_status: {
        [key: string]: number;
      };
      community_count: number;
      emirates: string[];
      areas: {
        emirate_id: number;
        emirate_name: string;
        emirate_name_en: string;
        emirate_name_ar: string;
        communities: {
          id: number;
          slug: string;
          name: string;
          name_en: string;
          name_ar: string;
        }[];
      }[];
      ratings: {
        average: number;
        count: number;
        distribution: {
          [key: string]: number;
        };
      };
      application: {
        id: number;
        status: string;
      } | null;
      users: {
        id: number;
        first_name: string;
        last_name: string;
        email: string | null;
        phone: string | null;
        status: string;
      }[];
    };
    ApplicationCountsInput: {
      /** @description Every application that is not a draft */
      all: number;
      draft: number;
      submitted: number;
      "under-review": number;
      "changes-requested": number;
      approved: number;
      rejected: number;
    };
    AnnouncementInput: {
      id: number;
      /** @enum {string} */
      segment: "all_customers" | "all_partners" | "partner_team" | "category_customers" | "emirate_customers";
      /** @description The partner, category or emirate of the segment (else null) */
      target_id: number | null;
      /** @description Its name in the request's language */
      target_name: string | null;
      /** @description In the request's language */
      title: string;
      title_en: string;
      title_ar: string;
      /** @description In the request's language */
      body: string;
      body_en: string;
      body_ar: string;
      /** @description How many users were notified */
      recipients: number;
      sent_by: {
        id: number;
        name: string;
      } | null;
      created_at: string;
    };
    AnnouncementPreviewInput: {
      /** @description How many users would be notified now */
      recipients: number;
      /** @description In the request's language */
      title: string;
      /** @description In the request's language */
      body: string;
    };
    CommissionRateInput: {
      id: number;
      /** @description null: every partner */
      partner_id: number | null;
      /** @description In the Accept-Language; null with partner_id null */
      partner_name: string | null;
      /** @description null: every category */
      category_id: number | null;
      /** @description In the Accept-Language; null with category_id null */
      category_name: string | null;
      /** @description Percent, up to 2 decimals (15 = 15%) */
      rate: number;
      /** @description ISO date-time (UTC) from which the rate applies to new sales */
      effective_from: string;
      /** @description ISO date-time (UTC) */
      created_at: string;
      /** @description The user who saved it (null: seeded) */
      created_by: number | null;
      created_by_name: string | null;
      /**
       * @description default (no partner, no category) | category | partner | partner_category
       * @enum {string}
       */
      scope: "default" | "category" | "partner" | "partner_category";
      /** @description The row in force now for its scope */
      current: boolean;
    };
    CommissionRateListResponseInput: {
      status_code: number;
      data: {
        data: components["schemas"]["CommissionRateInput"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    CommissionRateResponseInput: {
      status_code: number;
      data: components["schemas"]["CommissionRateInput"];
      message: string;
    };
    LedgerLineInput: {
      id: number;
      partner_id: number;
      /** @description The partner's name in the Accept-Language */
      partner_name: string;
      /** @enum {string} */
      type:
        | "revenue"
        | "discount"
        | "commission"
        | "commission_vat"
        | "fee"
        | "reversal"
        | "cash_collected"
        | "adjustment"
        | "payout"
        | "payout_reversal"
        | "carry_forward";
      /** @description AED, 2 decimals, signed: + owed to the partner, - owed to Khidma */
      amount: number;
      order_id: number | null;
      order_number: string | null;
      booking_id: number | null;
      booking_number: string | null;
      /** @description A package visit's subscription */
      subscription_id: number | null;
      /** @description The payout that paid it (null: not paid out yet) */
      payout_id: number | null;
      /** @description That payout's number (PO-000001); null with a payout_id: closed into a carried-forward balance */
      payout_number: string | null;
      /** @description ISO date-time (UTC): when the amount became payable */
      created_at: string;
      /** @description An adjustment's reason */
      reason: string | null;
      /** @description Who made an adjustment */
      actor_user_id: number | null;
      /** @description In the Accept-Language */
      description: string;
      description_en: string;
      description_ar: string;
    };
    LedgerLineListResponseInput: {
      status_code: number;
      data: {
        data: components["schemas"]["LedgerLineInput"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    LedgerLineResponseInput: {
      status_code: number;
      data: components["schemas"]["LedgerLineInput"];
      message: string;
    };
    PartnerBalanceInput: {
      partner_id: number;
      /** @constant */
      currency: "AED";
      /** @description AED: the sum of the partner's ledger lines, exactly */
      total: number;
      /** @description AED: lines inside the holding period and not in a payout */
      pending: number;
      /** @description AED: total - pending */
      available: number;
      /** @description The holding period (settings payout_hold_days) */
      hold_days: number;
    };
    PartnerBalanceResponseInput: {
      status_code: number;
      data: components["schemas"]["PartnerBalanceInput"];
      message: string;
    };
    BookingRefundInput: {
      booking_id: number;
      order_id: number;
      /** @description AED given back now (to the customer's Khidma wallet) */
      refunded: number;
      /** @description AED given back for this booking's order in all */
      total_refunded: number;
      /** @description AED that can still be refunded */
      refundable: number;
      /** @description The booking's payment status (refunded once everything went back) */
      payment_status: string;
      /** @description The partner ledger's reversal lines this refund wrote */
      lines: components["schemas"]["LedgerLineInput"][];
    };
    BookingRefundResponseInput: {
      status_code: number;
      data: components["schemas"]["BookingRefundInput"];
      message: string;
    };
    AuditEntryInput: {
      id: number;
      /** @description ISO date-time (UTC) */
      created_at: string;
      /** @description null: the system (a start-up or scheduled job) */
      actor_user_id: number | null;
      actor_name: string | null;
      actor_email: string | null;
      actor_role_id: number | null;
      /** @description The role the user acted in */
      actor_role: string | null;
      action: string;
      entity: string;
      entity_id: number | null;
      /** @description The values before the write (null for a create) */
      before: unknown;
      /** @description The values after the write (null for a delete) */
      after: unknown;
      /** @description The top-level fields whose values differ between before and after */
      changes: {
        field: string;
        /** @description A JSON value as recorded */
        before: unknown;
        /** @description A JSON value as recorded */
        after: unknown;
      }[];
      ip: string | null;
    };
    AuditEntryListResponseInput: {
      status_code: number;
      data: {
        data: components["schemas"]["AuditEntryInput"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    AuditEntryResponseInput: {
      status_code: number;
      data: components["schemas"]["AuditEntryInput"];
      message: string;
    };
    CartSummaryInput: {
      /** @constant */
      currency: "AED";
      /** @description Sum of the lines (AED, 2 decimals, VAT incl.) */
      subtotal: number;
      /** @description Coupon discount (AED, 2 decimals, VAT incl.) */
      discount: number;
      /** @description subtotal - discount (AED, 2 decimals, VAT incl.) */
      total: number;
      /** @description 5 */
      vat_percentage: number;
      /** @description round(total x r / (100 + r), 2), r = vat_percentage (the rate saved in settings) (AED, 2 decimals, VAT incl.) */
      vat_amount: number;
      /** @description total - vat_amount (AED, 2 decimals, VAT incl.) */
      total_excl_vat: number;
    };
    CartItemInput: {
      id: number;
      service_id: number;
      partner_id: number;
      quantity: number;
      notes: string | null;
      images: string[];
      /** @description Service price (AED, 2 decimals, VAT incl.) */
      unit_price: number;
      /** @description unit_price x quantity (AED, 2 decimals, VAT incl.) */
      total: number;
      /** @description This line's share of the cart VAT (the lines sum to summary.vat_amount) (AED, 2 decimals, VAT incl.) */
      vat_amount: number;
      /** @description Per unit */
      duration_minutes: number;
      service: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        image: string | null;
        /** @description Price (AED, 2 decimals, VAT incl.) */
        price: number;
        duration_minutes: number;
        category: {
          id: number;
          name: string;
        };
      };
      partner: {
        id: number;
        name: string;
        logo: string | null;
        cash_on_delivery: boolean;
      };
    };
    CartInput: {
      /** @description null while the caller has no cart */
      id: number | null;
      items: components["schemas"]["CartItemInput"][];
      /** @description Sum of quantities */
      count: number;
      /** @description Rows */
      item_count: number;
      /** @description The one provider of every service in the cart */
      partner: {
        id: number;
        name: string;
        logo: string | null;
        cash_on_delivery: boolean;
      } | null;
      notes: string | null;
      /** @description /uploads/... paths */
      images: string[];
      /** @description The applied coupon, or null (see coupon_error when it stopped applying) */
      coupon: {
        code: string;
        description: string;
        /** @description Discount (AED, 2 decimals, VAT incl.) */
        discount: number;
      } | null;
      /** @description Why the cart's coupon no longer applies (it is left out of the summary), else null */
      coupon_error: string | null;
      summary: components["schemas"]["CartSummaryInput"];
      /** @description Sum of duration_minutes x quantity */
      duration_minutes: number;
    };
    PackageCartItemInput: {
      id: number;
      package_id: number;
      package_duration_id: number;
      property_type: string;
      property_size: string;
      user_address_id: number | null;
      package: {
        id: number;
        name: string;
        image: string | null;
        partner: {
          id: number;
          name: string;
          logo: string | null;
        };
      };
      duration: {
        id: number;
        months: number;
        label: string;
      };
      size_name: string;
      type_name: string;
      quote: components["schemas"]["PackagePriceQuoteInput"];
    };
    PackageCartInput: {
      id: number | null;
      items: components["schemas"]["PackageCartItemInput"][];
      /** @description The applied coupon, or null (see coupon_error when it stopped applying) */
      coupon: {
        code: string;
        description: string;
        /** @description Discount (AED, 2 decimals, VAT incl.) */
        discount: number;
      } | null;
      /** @description Why the cart's coupon no longer applies (it is left out of the summary), else null */
      coupon_error: string | null;
      summary: components["schemas"]["CartSummaryInput"];
    };
    PaymentDeclinedInput: {
      /** @constant */
      status_code: 402;
      data: {
        order_id: number;
        order_number: string;
        /** @constant */
        status: "failed";
      };
      message: string;
    };
    BannerInput: {
      id: number;
      title: string;
      title_en: string;
      title_ar: string;
      subtitle: string;
      subtitle_en: string;
      subtitle_ar: string;
      image: string;
      /** @description SPA path the banner opens */
      link: string | null;
      /** @description customer | partner */
      target: string;
      sort_order: number;
      starts_at: string | null;
      ends_at: string | null;
    };
    FaqInput: {
      id: number;
      /** @description customer | partner */
      audience: string;
      question: string;
      question_en: string;
      question_ar: string;
      answer: string;
      answer_en: string;
      answer_ar: string;
      sort_order: number;
    };
    ContentPageInput: {
      slug: string;
      title: string;
      title_en: string;
      title_ar: string;
      /** @description Markdown, in the request's language */
      body: string;
      body_en: string;
      body_ar: string;
      updated_at: string;
    };
    AdminCouponInput: {
      id: number;
      code: string;
      title_en: string;
      title_ar: string;
      /** @enum {string} */
      discount_type: "percent" | "fixed";
      /** @description percent: the percent; fixed: AED */
      discount_value: number;
      /** @description AED, or null */
      max_discount: number | null;
      /** @description AED */
      min_order: number;
      /** @description ISO date-time (UTC), or null: no start */
      starts_at: string | null;
      /** @description ISO date-time (UTC), or null: no end */
      ends_at: string | null;
      usage_limit: number | null;
      /** @description 0: unlimited */
      per_customer_limit: number;
      first_order_only: boolean;
      /** @enum {string} */
      applies_to: "any" | "service" | "package";
      /** @enum {string} */
      funded_by: "khidma" | "partner";
      partner_id: number | null;
      /** @description AED, or null */
      budget: number | null;
      active: boolean;
      /** @description Uses held by live orders */
      used_count: number;
      category_ids: number[];
      partner_ids: number[];
      service_ids: number[];
      package_ids: number[];
      /** @enum {string} */
      stacking: "exclusive" | "combinable";
      /** @description AED the coupon's live reservations hold (reserved and redeemed discounts) */
      spent: number;
      /** @description AED left of the budget (0 when spent), or null: no budget */
      remaining_budget: number | null;
      /** @description Generated single-use codes of the coupon (coupon/generate-codes) */
      generated_codes: number;
    };
    AdminCouponBurnDownPointInput: {
      /** @description YYYY-MM-DD, Asia/Dubai */
      date: string;
      /** @description AED of discounts reserved that day */
      spent: number;
      /** @description AED reserved up to and including that day */
      cumulative: number;
      /** @description AED of the budget left at the end of that day (null: no budget) */
      remaining: number | null;
    };
    AdminCouponCodeBatchInput: {
      batch_id: number;
      /** @description Upper-case */
      prefix: string;
      /** @description Codes asked for */
      count: number;
      /** @description Codes made so far (count when done) */
      generated: number;
      /**
       * @description running (codes are being made in the background) | done
       * @enum {string}
       */
      status: "running" | "done";
      /** @description ISO date-time (UTC) */
      created_at: string;
    };
    AdminCouponDetailsInput: {
      id: number;
      code: string;
      title_en: string;
      title_ar: string;
      /** @enum {string} */
      discount_type: "percent" | "fixed";
      /** @description percent: the percent; fixed: AED */
      discount_value: number;
      /** @description AED, or null */
      max_discount: number | null;
      /** @description AED */
      min_order: number;
      /** @description ISO date-time (UTC), or null: no start */
      starts_at: string | null;
      /** @description ISO date-time (UTC), or null: no end */
      ends_at: string | null;
      usage_limit: number | null;
      /** @description 0: unlimited */
      per_customer_limit: number;
      first_order_only: boolean;
      /** @enum {string} */
      applies_to: "any" | "service" | "package";
      /** @enum {string} */
      funded_by: "khidma" | "partner";
      partner_id: number | null;
      /** @description AED, or null */
      budget: number | null;
      active: boolean;
      /** @description Uses held by live orders */
      used_count: number;
      category_ids: number[];
      partner_ids: number[];
      service_ids: number[];
      package_ids: number[];
      /** @enum {string} */
      stacking: "exclusive" | "combinable";
      /** @description AED the coupon's live reservations hold (reserved and redeemed discounts) */
      spent: number;
      /** @description AED left of the budget (0 when spent), or null: no budget */
      remaining_budget: number | null;
      /** @description Generated single-use codes of the coupon (coupon/generate-codes) */
      generated_codes: number;
      /** @description One point per Dubai day from the first redemption to today (the last 366 days at most); [] if none */
      burn_down: components["schemas"]["AdminCouponBurnDownPointInput"][];
      /** @description Generated code batches, newest first */
      code_batches: components["schemas"]["AdminCouponCodeBatchInput"][];
    };
    AdminCouponResponseInput: {
      status_code: number;
      data: components["schemas"]["AdminCouponInput"];
      message: string;
    };
    AdminCouponDetailsResponseInput: {
      status_code: number;
      data: components["schemas"]["AdminCouponDetailsInput"];
      message: string;
    };
    AdminCouponListResponseInput: {
      status_code: number;
      data: {
        data: components["schemas"]["AdminCouponInput"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    AdminCouponCodeBatchResultInput: {
      batch_id: number;
      coupon_id: number;
      /** @description Upper-case */
      prefix: string;
      /** @description Codes asked for */
      count: number;
      /** @description Codes made so far (count when done) */
      generated: number;
      /**
       * @description running (codes are being made in the background) | done
       * @enum {string}
       */
      status: "running" | "done";
      /** @description ISO date-time (UTC) */
      created_at: string;
    };
    AdminCouponCodeBatchResponseInput: {
      status_code: number;
      data: components["schemas"]["AdminCouponCodeBatchResultInput"];
      message: string;
    };
    AdminCouponRedemptionInput: {
      id: number;
      coupon_id: number;
      /** @description The code used: a generated code, or the coupon's own */
      code: string;
      user_id: number;
      customer_name: string;
      order_id: number;
      order_number: string;
      /** @description AED */
      discount: number;
      /**
       * @description reserved (order not paid yet) | redeemed (order paid)
       * @enum {string}
       */
      status: "reserved" | "redeemed";
      /** @description ISO date-time (UTC) the use was reserved */
      created_at: string;
    };
    AdminCouponRedemptionListResponseInput: {
      status_code: number;
      data: {
        data: components["schemas"]["AdminCouponRedemptionInput"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    EmirateInput: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
    };
    CommunityInput: {
      id: number;
      emirate_id: number;
      emirate_name: string;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      latitude: number;
      longitude: number;
    };
    NotificationInput: {
      id: number;
      /** @description booking-status | payment | quotation | wallet | loyalty | package */
      type: string;
      title: string;
      title_en: string;
      title_ar: string;
      body: string;
      body_en: string;
      body_ar: string;
      /** @description SPA path, e.g. /bookings/12 */
      link: string | null;
      read: boolean;
      read_at: string | null;
      created_at: string;
    };
    NotificationPageInput: {
      data: components["schemas"]["NotificationInput"][];
      /** @description Rows matching the filters */
      total: number;
      current_page: number;
      /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
      per_page: number;
      last_page: number;
      /** @description The caller's unread notifications, whatever the filters */
      unread_count: number;
    };
    VisitMonthInput: {
      /** @description 0 = the subscription's first month */
      index: number;
      /** @description YYYY-MM-DD */
      starts_on: string;
      /** @description YYYY-MM-DD, the month's last day */
      ends_on: string;
    };
    VisitMonthSummaryInput: {
      /** @description 0 = the subscription's first month */
      index: number;
      /** @description YYYY-MM-DD */
      starts_on: string;
      /** @description YYYY-MM-DD, the month's last day */
      ends_on: string;
      /** @enum {string} */
      state: "past" | "current" | "upcoming";
      /** @description The month's own visits */
      allowance: number;
      /** @description Unused visits of earlier months (carry_over only) */
      carried_in: number;
      /** @description allowance + carried_in */
      available: number;
      /** @description Visits of the month that count (not cancelled or declined) */
      used: number;
      left: number;
      /** @description A past month's visits left unused */
      unused: number;
      unused_outcome: ("lost" | "carried_over") | null;
    };
    PackageVisitSummaryInput: {
      subscription_id: number;
      /** @description PK-000123 */
      number: string;
      /** @enum {string} */
      status: "pending" | "active" | "expired" | "cancelled";
      package: {
        id: number;
        name: string;
      };
      partner: {
        id: number;
        name: string;
      };
      starts_on: string;
      /** @description The first day after the package */
      ends_on: string;
      /**
       * @description What happens to a visit not used by its month's end
       * @enum {string}
       */
      unused_visits: "lost" | "carry_over";
      visits_total: number;
      /** @description Visits that count (booked or done, not cancelled or declined) */
      visits_used: number;
      /** @description Still to book: this month's left and the months to come */
      visits_left: number;
      visits_per_month: number;
      /** @description The length of a visit */
      duration_minutes: number;
      can_book: boolean;
      /** @description Why a visit cannot be booked now */
      reason: ("not_paid" | "not_active" | "ended" | "used_up" | "no_address") | null;
      current_month: components["schemas"]["VisitMonthSummaryInput"] | null;
      months: components["schemas"]["VisitMonthSummaryInput"][];
      visits: {
        /** @description The booking id */
        id: number;
        number: string;
        status: string;
        status_label: string;
        scheduled_at: string;
        scheduled_end: string;
        duration_minutes: number;
        visit_month: number;
        technician: string | null;
        can_cancel: boolean;
        can_reschedule: boolean;
      }[];
    };
    PackageVisitDatesInput: {
      month: components["schemas"]["VisitMonthInput"];
      dates: {
        date: string;
        available: boolean;
        reason: ("holiday" | "closed" | "past" | "full") | null;
        holiday_name: string | null;
      }[];
    };
    PartnerBookingDetailsInput: {
      id: number;
      /** @description BK-000123 */
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      /** @enum {string} */
      payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
      payment_method: ("card" | "wallet" | "cash") | null;
      /** @description Slot start, ISO UTC */
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        logo: string | null;
        phone: string | null;
      };
      services: {
        service_id: number;
        name: string;
        name_en: string;
        name_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
      }[];
      total: number;
      address_text: string;
      order_id: number | null;
      order_number: string | null;
      can_cancel: boolean;
      can_reschedule: boolean;
      created_at: string;
      /** @description A package visit (issue 16): the package and subscription it belongs to; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        /** @description PK-000123 */
        subscription_number: string;
        /** @description The month of the subscription it counts against (0 = the first) */
        visit_month: number;
      } | null;
      timeline: {
        status: string;
        status_label: string;
        note: string | null;
        created_at: string;
      }[];
      technician: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      } | null;
      notes: string | null;
      images: string[];
      quotations: components["schemas"]["QuotationInput"][];
      completion_report: components["schemas"]["BookingCompletionReportInput"] | null;
      cancellation_fee: number | null;
      cancel_reason: string | null;
      cancelled_at: string | null;
      completed_at: string | null;
      reschedule_count: number;
      invoice: {
        id: number;
        number: string;
        order_id: number;
      } | null;
      /** @description The customer's review of this booking; null until rated */
      review: components["schemas"]["BookingReviewInput"] | null;
      /** @description true: completed and not rated yet (POST customer/booking/review/{id}); no time limit */
      can_review: boolean;
      customer: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      };
      history: {
        id: number;
        status: string;
        status_label: string;
        note: string | null;
        actor: {
          id: number;
          name: string;
        } | null;
        created_at: string;
      }[];
      /** @description Statuses the booking may move to now */
      next_statuses: (
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show"
      )[];
      reassignment_requests: components["schemas"]["ReassignmentRequestInput"][];
      order: {
        id: number;
        number: string;
        status: string;
        payment_method: string;
        total: number;
        paid_at: string | null;
      } | null;
      payments: {
        id: number;
        gateway: string;
        status: string;
        amount: number;
        reference: string | null;
        card_brand: string | null;
        card_last4: string | null;
        failure_message: string | null;
        created_at: string;
      }[];
      address: {
        text: string;
        building: string | null;
        unit: string | null;
        street: string | null;
        community: string | null;
        emirate: string | null;
        latitude: number | null;
        longitude: number | null;
        /** @description A map of the coordinates (the address's, else its community's centre) */
        map_url: string | null;
      };
      decline_reason: string | null;
      /** @description AED to collect in cash now: the booking's cash order not yet paid plus the quotations the customer approved for cash and has not paid (cash-collected settles them all); 0 when nothing is due in cash */
      cash_due: number;
      cash_collected_at: string | null;
      cash_collected_by: {
        id: number;
        name: string;
      } | null;
      /** @description What the partner may do now: accept/decline (requested), assign (confirmed or technician-assigned), the next flow steps, no-show (after the slot start), cash-collected (a cash order not yet paid) */
      next_actions: (
        | "accept"
        | "decline"
        | "assign"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "no-show"
        | "cash-collected"
      )[];
    };
    PartnerBookingCalendarInput: {
      from: string;
      to: string;
      timezone: string;
      partner_id: number;
      /** @description Company holidays and adopted public holidays in the range */
      closed_days: {
        date: string;
        name: string;
      }[];
      technicians: {
        id: number;
        name: string;
        colour: string;
        days: {
          date: string;
          on_shift: boolean;
          opens_at: string | null;
          closes_at: string | null;
          breaks: {
            starts_at: string;
            ends_at: string;
          }[];
          /** @description holiday: the company is closed; day-off: a holiday range naming them; weekly-off: not their day */
          off_reason: ("holiday" | "day-off" | "weekly-off") | null;
        }[];
      }[];
      /** @description Bookings in the range (cancelled and declined ones left out), by start */
      jobs: {
        id: number;
        number: string;
        /** @enum {string} */
        status:
          | "requested"
          | "confirmed"
          | "technician-assigned"
          | "on-the-way"
          | "in-progress"
          | "completed"
          | "cancelled"
          | "declined"
          | "no-show";
        status_label: string;
        technician_id: number | null;
        technician: {
          id: number;
          name: string;
        } | null;
        /** @description UTC instant */
        scheduled_at: string;
        /** @description Asia/Dubai local time with offset, e.g. 2026-03-10T09:00:00+04:00 */
        start: string;
        /** @description Asia/Dubai local time with offset */
        end: string;
        date: string;
        /** @description HH:mm, Asia/Dubai */
        start_time: string;
        /** @description HH:mm, Asia/Dubai */
        end_time: string;
        duration_minutes: number;
        customer: {
          id: number;
          name: string;
          phone: string | null;
        };
        services: {
          service_id: number;
          name: string;
          quantity: number;
        }[];
        address_text: string;
        payment_status: string;
      }[];
      /** @description The jobs without a technician (open ones only) */
      unassigned: {
        id: number;
        number: string;
        /** @enum {string} */
        status:
          | "requested"
          | "confirmed"
          | "technician-assigned"
          | "on-the-way"
          | "in-progress"
          | "completed"
          | "cancelled"
          | "declined"
          | "no-show";
        status_label: string;
        technician_id: number | null;
        technician: {
          id: number;
          name: string;
        } | null;
        /** @description UTC instant */
        scheduled_at: string;
        /** @description Asia/Dubai local time with offset, e.g. 2026-03-10T09:00:00+04:00 */
        start: string;
        /** @description Asia/Dubai local time with offset */
        end: string;
        date: string;
        /** @description HH:mm, Asia/Dubai */
        start_time: string;
        /** @description HH:mm, Asia/Dubai */
        end_time: string;
        duration_minutes: number;
        customer: {
          id: number;
          name: string;
          phone: string | null;
        };
        services: {
          service_id: number;
          name: string;
          quantity: number;
        }[];
        address_text: string;
        payment_status: string;
      }[];
    };
    QuotationCreateFormInput: {
      booking_id: number;
      /** @description Both languages; default: Extra work / أعمال إضافية */
      title?: string;
      title_en?: string;
      title_ar?: string;
      /** @description Required: a JSON array (1-20) of {description (or description_en / description_ar), quantity (1-1000), unit_price (AED incl. VAT, 2 decimals)}; or, instead of this field, lines[i][description], lines[i][description_en], lines[i][description_ar], lines[i][quantity] and lines[i][unit_price] fields (i from 0 to 19) */
      lines?: string;
      /**
       * @description Last day it may be accepted (Asia/Dubai)
       * @example 2026-03-15
       */
      valid_until?: string;
      /** @description Days it stays valid from today (default 7) */
      valid_days?: number;
      /** @description The quotation's photos; a line's photos go in lines[i][photos] fields. 10 files in all. JPEG, PNG or WebP (by content), 5 MB each; repeat the field per file (name or name[]) */
      photos?: string[];
    };
    QuotationCreateBodyInput: {
      booking_id: number;
      /** @description Both languages; default: Extra work / أعمال إضافية */
      title?: string;
      title_en?: string;
      title_ar?: string;
      lines: {
        description?: string;
        description_en?: string;
        description_ar?: string;
        quantity: number;
        /** @description AED, VAT included */
        unit_price: number;
      }[];
      /**
       * @description Last day it may be accepted (Asia/Dubai)
       * @example 2026-03-15
       */
      valid_until?: string;
      /** @description Days it stays valid from today (default 7) */
      valid_days?: number;
    };
    CompletionReportCreateFormInput: {
      booking_id: number;
      notes: string;
      /** @description A JSON array of {key, done} for the items of partner/completion-report/checklist/{booking_id} (at most 60; unknown keys 422, missing ones not done) */
      checklist?: string;
      /** @description Time on site in minutes (1-1440); required unless started_at and ended_at are sent */
      minutes_on_site?: number;
      /** @description HH:mm on the booking's day (Asia/Dubai), or ISO 8601 */
      started_at?: string;
      /** @description HH:mm on the booking's day (Asia/Dubai), or ISO 8601 */
      ended_at?: string;
      /** @description Before the work. 10 files in all with after_photos. JPEG, PNG or WebP (by content), 5 MB each; repeat the field per file (name or name[]) */
      before_photos?: string[];
      /** @description After the work. 10 files in all with before_photos. JPEG, PNG or WebP (by content), 5 MB each; repeat the field per file (name or name[]) */
      after_photos?: string[];
    };
    CompletionReportCreateBodyInput: {
      booking_id: number;
      notes: string;
      /** @description [{key, done}] for the items of partner/completion-report/checklist/{booking_id}; missing: not done */
      checklist?: {
        key: string;
        done: boolean;
      }[];
      minutes_on_site?: number;
      /** @description HH:mm on the booking's day (Asia/Dubai), or ISO 8601 */
      started_at?: string;
      /** @description HH:mm on the booking's day (Asia/Dubai), or ISO 8601 */
      ended_at?: string;
    };
    CompletionChecklistInput: {
      booking_id: number;
      items: {
        key: string;
        label: string;
        label_en: string;
        label_ar: string;
      }[];
      /**
       * @description service: the services' included items; booking: its item names
       * @enum {string}
       */
      source: "service" | "booking";
    };
    EligiblePartnerInput: {
      id: number;
      name: string;
      name_en: string;
      name_ar: string;
      eligible: boolean;
      /** @description Why it cannot take the booking (the 422 approving it would answer) */
      reason: string | null;
    };
    PayoutInput: {
      id: number;
      /** @description PO-000001 */
      number: string;
      partner_id: number;
      /** @description In the Accept-Language */
      partner_name: string;
      partner_name_en: string;
      partner_name_ar: string;
      /** @description YYYY-MM-DD, Asia/Dubai, inclusive (a Monday for a weekly cycle) */
      period_start: string;
      /** @description YYYY-MM-DD, Asia/Dubai, inclusive (the Sunday before the cut-off) */
      period_end: string;
      /** @description ISO UTC: the lines payable before cut_off - hold_days are in the payout */
      cut_off: string;
      /** @description The holding period the cycle used */
      hold_days: number;
      /** @description AED, 2 decimals: what is paid, = the sum of lines; never negative */
      amount: number;
      /** @description AED, 2 decimals: revenue lines (sales excluding VAT, before discounts) */
      revenue: number;
      /** @description AED, 2 decimals: discount lines (partner-funded coupons; negative) */
      discounts: number;
      /** @description AED, 2 decimals: commission lines (negative) */
      commission: number;
      /** @description AED, 2 decimals: VAT on the commission (negative) */
      commission_vat: number;
      /** @description AED, 2 decimals: cancellation fee lines */
      fees: number;
      /** @description AED, 2 decimals: reversal lines: refunds after completion (negative) */
      refunds: number;
      /** @description AED, 2 decimals: cash the partner collected from customers (negative) */
      cash_collected: number;
      /** @description AED, 2 decimals: manual adjustments */
      adjustments: number;
      /** @description AED, 2 decimals: carry_forward lines (a negative earlier cycle) and payout_reversal lines (a failed payout) */
      carried_over: number;
      line_count: number;
      /**
       * @description pending | approved | paid | failed
       * @enum {string}
       */
      status: "pending" | "approved" | "paid" | "failed";
      /** @description Why it cannot be approved yet (Accept-Language); null: not on hold */
      hold_reason: string | null;
      hold_reason_en: string | null;
      hold_reason_ar: string | null;
      /** @description YYYY-MM-DD: the cut-off plus 3 UAE working days (Monday to Friday, not a day of the public holidays calendar) */
      expected_at: string;
      /** @description ISO UTC */
      created_at: string;
      approved_at: string | null;
      approved_by: number | null;
      approved_by_name: string | null;
      paid_at: string | null;
      paid_by: number | null;
      paid_by_name: string | null;
      /** @description The bank reference, set by mark-paid */
      reference: string | null;
      failed_at: string | null;
      failed_by: number | null;
      failed_by_name: string | null;
      failure_reason: string | null;
      /** @description AE07 **** **** **** **** 123 (the IBAN paid to), or null */
      iban_masked: string | null;
      account_name: string | null;
      bank_name: string | null;
    };
    PayoutStatementInput: {
      partner: {
        /** @description From the partner's approved application (else its display name) */
        legal_name_en: string;
        legal_name_ar: string;
        /** @description The partner's VAT TRN (null: not VAT registered) */
        trn: string | null;
        address: string | null;
      };
      khidma: {
        /** @description master_settings company_name */
        company_name: string;
        company_name_ar: string;
        address: string;
        address_ar: string;
        trn: string;
      };
      /** @description true when the partner has a TRN: the statement is also the self-billed tax invoice of the partner's supply to Khidma */
      self_billed: boolean;
      /** @description Self-billed tax invoice | Payout statement */
      document_title_en: string;
      document_title_ar: string;
      /** @description YYYY-MM-DD (Asia/Dubai): the payout's creation */
      issued_at: string;
      /** @constant */
      currency: "AED";
      /** @description Percent (5) */
      vat_rate: number;
      /** @description AED, 2 decimals: the partner's supply to Khidma excluding VAT: revenue + discounts + fees + refunds (the sales lines) */
      supply_value: number;
      /** @description AED, 2 decimals: the VAT on supply_value at vat_rate when self_billed, else 0 (shown on the self-billed invoice; the ledger amounts exclude it) */
      supply_vat: number;
      /** @description AED, 2 decimals: supply_value + supply_vat */
      supply_total: number;
      /** @description AED, 2 decimals: Khidma's commission (a negative figure, as in the ledger) */
      commission: number;
      /** @description AED, 2 decimals: the VAT on Khidma's commission (negative) */
      commission_vat: number;
      /** @description AED, 2 decimals: cash the partner kept from customers (negative) */
      cash_collected: number;
      /** @description AED, 2 decimals: manual adjustments */
      adjustments: number;
      /** @description AED, 2 decimals: brought from earlier cycles (carry_forward and payout_reversal lines) */
      carried_over: number;
      /** @description AED, 2 decimals: the payout: supply_value + commission + commission_vat + cash_collected + adjustments + carried_over = the sum of lines */
      amount: number;
    };
    PayoutDetailsInput: {
      id: number;
      /** @description PO-000001 */
      number: string;
      partner_id: number;
      /** @description In the Accept-Language */
      partner_name: string;
      partner_name_en: string;
      partner_name_ar: string;
      /** @description YYYY-MM-DD, Asia/Dubai, inclusive (a Monday for a weekly cycle) */
      period_start: string;
      /** @description YYYY-MM-DD, Asia/Dubai, inclusive (the Sunday before the cut-off) */
      period_end: string;
      /** @description ISO UTC: the lines payable before cut_off - hold_days are in the payout */
      cut_off: string;
      /** @description The holding period the cycle used */
      hold_days: number;
      /** @description AED, 2 decimals: what is paid, = the sum of lines; never negative */
      amount: number;
      /** @description AED, 2 decimals: revenue lines (sales excluding VAT, before discounts) */
      revenue: number;
      /** @description AED, 2 decimals: discount lines (partner-funded coupons; negative) */
      discounts: number;
      /** @description AED, 2 decimals: commission lines (negative) */
      commission: number;
      /** @description AED, 2 decimals: VAT on the commission (negative) */
      commission_vat: number;
      /** @description AED, 2 decimals: cancellation fee lines */
      fees: number;
      /** @description AED, 2 decimals: reversal lines: refunds after completion (negative) */
      refunds: number;
      /** @description AED, 2 decimals: cash the partner collected from customers (negative) */
      cash_collected: number;
      /** @description AED, 2 decimals: manual adjustments */
      adjustments: number;
      /** @description AED, 2 decimals: carry_forward lines (a negative earlier cycle) and payout_reversal lines (a failed payout) */
      carried_over: number;
      line_count: number;
      /**
       * @description pending | approved | paid | failed
       * @enum {string}
       */
      status: "pending" | "approved" | "paid" | "failed";
      /** @description Why it cannot be approved yet (Accept-Language); null: not on hold */
      hold_reason: string | null;
      hold_reason_en: string | null;
      hold_reason_ar: string | null;
      /** @description YYYY-MM-DD: the cut-off plus 3 UAE working days (Monday to Friday, not a day of the public holidays calendar) */
      expected_at: string;
      /** @description ISO UTC */
      created_at: string;
      approved_at: string | null;
      approved_by: number | null;
      approved_by_name: string | null;
      paid_at: string | null;
      paid_by: number | null;
      paid_by_name: string | null;
      /** @description The bank reference, set by mark-paid */
      reference: string | null;
      failed_at: string | null;
      failed_by: number | null;
      failed_by_name: string | null;
      failure_reason: string | null;
      /** @description AE07 **** **** **** **** 123 (the IBAN paid to), or null */
      iban_masked: string | null;
      account_name: string | null;
      bank_name: string | null;
      /** @description Every ledger line the payout pays (a carry_forward line of an earlier cycle included; not its own payout line); they sum to amount */
      lines: components["schemas"]["LedgerLineInput"][];
      statement: components["schemas"]["PayoutStatementInput"];
    };
    PayoutListResponseInput: {
      status_code: number;
      data: {
        data: components["schemas"]["PayoutInput"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    PayoutResponseInput: {
      status_code: number;
      data: components["schemas"]["PayoutInput"];
      message: string;
    };
    PayoutDetailsResponseInput: {
      status_code: number;
      data: components["schemas"]["PayoutDetailsInput"];
      message: string;
    };
    PayoutCycleInput: {
      period_start: string;
      period_end: string;
      cut_off: string;
      hold_days: number;
      /** @description Payouts made */
      created: number;
      /** @description Partners whose negative cycle was carried forward */
      carried_forward: number;
      payouts: components["schemas"]["PayoutInput"][];
    };
    PayoutCycleResponseInput: {
      status_code: number;
      data: components["schemas"]["PayoutCycleInput"];
      message: string;
    };
    WorkingBreakInput: {
      /** @description HH:mm */
      starts_at: string;
      /** @description HH:mm */
      ends_at: string;
    };
    WorkingDayInput: {
      /** @description 0 = Sunday ... 6 = Saturday */
      weekday: number;
      is_closed: boolean;
      /** @description HH:mm (Asia/Dubai) */
      opens_at: string;
      /** @description HH:mm (Asia/Dubai) */
      closes_at: string;
      breaks: components["schemas"]["WorkingBreakInput"][];
      /** @description Company week: bookings at once without technicians; technician week: 1 */
      capacity: number;
    };
    WorkingWeekInput: {
      partner_id: number;
      /** @description null: the company's week */
      technician_id: number | null;
      /** @description true: the technician has no own week; these are the company's days */
      inherited: boolean;
      /** @description Always seven, Sunday (0) first */
      days: components["schemas"]["WorkingDayInput"][];
    };
    PartnerHolidayInput: {
      id: number;
      partner_id: number;
      /** @description YYYY-MM-DD */
      start_date: string;
      /** @description YYYY-MM-DD, inclusive */
      end_date: string;
      title_en: string;
      title_ar: string;
      /** @description In the request's language (Accept-Language) */
      title: string;
      /** @description Empty: the whole company */
      technician_ids: number[];
      technicians: {
        id: number;
        name: string;
      }[];
      /** @description Days in the range */
      days: number;
      created_at: string;
      updated_at: string;
    };
    PartnerHolidaySavedInput: {
      id: number;
      partner_id: number;
      /** @description YYYY-MM-DD */
      start_date: string;
      /** @description YYYY-MM-DD, inclusive */
      end_date: string;
      title_en: string;
      title_ar: string;
      /** @description In the request's language (Accept-Language) */
      title: string;
      /** @description Empty: the whole company */
      technician_ids: number[];
      technicians: {
        id: number;
        name: string;
      }[];
      /** @description Days in the range */
      days: number;
      created_at: string;
      updated_at: string;
      /** @description Appointments in the range whose customers were notified (free reschedule or cancel) */
      affected_count: number;
    };
    HolidayImpactAppointmentInput: {
      id: number;
      booking_number: string;
      /** @description ISO instant */
      scheduled_at: string;
      /** @description YYYY-MM-DD (Asia/Dubai) */
      date: string;
      /** @description HH:mm (Asia/Dubai) */
      time: string;
      status: string;
      customer_id: number;
      customer_name: string;
      technician_id: number | null;
      technician_name: string | null;
      /** @description Service names in the request's language */
      services: string[];
    };
    HolidayImpactInput: {
      count: number;
      appointments: components["schemas"]["HolidayImpactAppointmentInput"][];
    };
    PublicHolidayInput: {
      id: number;
      /** @description Names the holiday across years, e.g. eid-al-fitr */
      key: string;
      /** @description YYYY-MM-DD */
      start_date: string;
      /** @description YYYY-MM-DD, inclusive */
      end_date: string;
      name_en: string;
      name_ar: string;
      /** @description In the request's language */
      name: string;
      /** @description Islamic holidays: true until confirmed after the moon sighting */
      is_tentative: boolean;
      days: number;
    };
    PublicHolidayOptionInput: {
      key: string;
      name_en: string;
      name_ar: string;
      name: string;
      /** @description The company is closed on this holiday */
      closed: boolean;
    };
    PublicHolidayChoiceInput: {
      partner_id: number;
      closed_on_all: boolean;
      /** @description The keys the company closes on (every key when closed_on_all) */
      keys: string[];
      /** @description Every public holiday key, with whether the company closes */
      options: components["schemas"]["PublicHolidayOptionInput"][];
    };
    SupportThreadInput: {
      id: number;
      /** @enum {string} */
      status: "open" | "closed";
      subject: string;
      created_at: string;
    };
    SupportMessageInput: {
      id: number;
      /** @enum {string} */
      sender: "customer" | "agent" | "system";
      body: string;
      created_at: string;
    };
    AdminSupportThreadInput: {
      id: number;
      /** @enum {string} */
      status: "open" | "closed";
      subject: string;
      user_id: number | null;
      is_guest: boolean;
      customer_name: string;
      customer_email: string | null;
      /** @description The agent the conversation is assigned to (null: nobody yet) */
      assigned_to: {
        id: number;
        name: string;
      } | null;
      message_count: number;
      last_message: components["schemas"]["SupportMessageInput"] | null;
      created_at: string;
      updated_at: string;
      last_message_at: string;
    };
    JobTypeOptionInput: {
      id: number;
      key: string;
      /** @description In the request's language */
      name: string;
      name_en: string;
      name_ar: string;
    };
    AdminCompanyTypeInput: {
      id: number;
      /** @description Derived from the English name when created (kebab-case, unique); never changes */
      key: string;
      /** @description In the request's language */
      name: string;
      name_en: string;
      name_ar: string;
      /** @enum {string} */
      status: "active" | "inactive";
      sort_order: number;
      created_at: string | null;
      updated_at: string | null;
    };
    AdminJobTypeInput: {
      id: number;
      /** @description Derived from the English name when created (kebab-case, unique); never changes */
      key: string;
      /** @description In the request's language */
      name: string;
      name_en: string;
      name_ar: string;
      /** @enum {string} */
      status: "active" | "inactive";
      sort_order: number;
      created_at: string | null;
      updated_at: string | null;
      description: string | null;
      description_en: string | null;
      description_ar: string | null;
    };
    WalletBalanceInput: {
      /** @description AED */
      balance: number;
      /** @constant */
      currency: "AED";
      loyalty_points: number;
      /** @description AED the points are worth */
      loyalty_value: number;
      points_per_aed: number;
      aed_per_point: number;
      min_redeem_points: number;
    };
    WalletTransactionInput: {
      id: number;
      /** @enum {string} */
      type: "topup" | "payment" | "refund" | "loyalty" | "adjustment";
      /** @description AED, signed (negative: money out) */
      amount: number;
      balance_after: number;
      description: string;
      description_en: string;
      description_ar: string;
      order_id: number | null;
      order_number: string | null;
      created_at: string;
    };
    LoyaltySummaryInput: {
      points: number;
      /** @description AED */
      value: number;
      points_per_aed: number;
      aed_per_point: number;
      min_redeem_points: number;
      history: {
        /** @enum {string} */
        type: "earned" | "redeemed";
        /** @description signed */
        points: number;
        created_at: string;
        booking_number: string | null;
      }[];
    };
    TooManyRequests: {
      /** @constant */
      status_code: 429;
      data: {
        retry_after: number;
      };
      message: string;
    };
    TechnicianProfile: {
      /** @description #rrggbb */
      colour: string;
      is_active: boolean;
      languages: string[];
      service_ids: number[];
      category_ids: number[];
    };
    Technician: {
      id: number;
      name: string;
      first_name: string;
      last_name: string;
      email: string;
      phone: string | null;
      /**
       * @description The user account's status
       * @enum {string}
       */
      status: "active" | "inactive";
      /** @description Calendar colour, #rrggbb */
      colour: string;
      /** @description The technician profile's active flag (false: not given new jobs) */
      is_active: boolean;
      languages: string[];
      /** @description Empty with empty category_ids: every service of the partner */
      service_ids: number[];
      category_ids: number[];
      /** @description Open bookings (not completed or cancelled) assigned to them */
      open_jobs: number;
    };
    AdminUser: {
      id: number;
      first_name: string;
      last_name: string;
      name: string;
      email: string;
      phone: string | null;
      gender: ("female" | "male" | "other") | null;
      user_profile: string | null;
      /** @enum {string} */
      status: "active" | "inactive";
      /** @description Type of the user's default role (null: no role) */
      user_type: ("internal" | "partner" | "customer") | null;
      roles: {
        id: number;
        name: string;
        /** @enum {string} */
        type: "internal" | "partner" | "customer";
        is_default: number;
      }[];
      /** @description Role ids, the default role first */
      role_ids: number[];
      partner_id: number | null;
      partner_name: string | null;
      email_verified_at: string | null;
      phone_verified_at: string | null;
      last_login_at: string | null;
      created_at: string;
      updated_at: string;
      /** @description The technician profile of a partner's user holding a Technician role; null for everybody else */
      technician: components["schemas"]["TechnicianProfile"] | null;
    };
    AdminRole: {
      id: number;
      name: string;
      /** @enum {string} */
      type: "internal" | "partner" | "customer";
      partner_id: number | null;
      partner_name: string | null;
      /** @description 1: built in (cannot be renamed or deleted) */
      is_system: number;
      user_count: number;
      permission_count: number;
      /** @description With with_permissions=1, and always on details */
      permissions?: string[];
    };
    UserAddress: {
      id: number;
      /** @description home | work | other, or the customer's own words */
      label: string;
      emirate_id: number;
      emirate_name: string;
      emirate_name_en: string;
      emirate_name_ar: string;
      community_id: number;
      community_name: string;
      community_name_en: string;
      community_name_ar: string;
      building: string;
      apartment_or_villa_number: string;
      street: string | null;
      /** @description apartment | villa | office */
      property_type: string;
      property_type_name: string;
      /** @description studio, 1br ... 5br, office-s ... office-xl */
      property_size: string;
      property_size_name: string;
      latitude: number;
      longitude: number;
      /** @description 1 for the default address */
      is_default: number;
      created_at: string;
      updated_at: string;
    };
    Summary: {
      /** @constant */
      currency: "AED";
      /** @description Sum of lines, VAT incl. */
      subtotal: number;
      discount: number;
      /** @description subtotal - discount: what is paid, VAT incl. */
      total: number;
      vat_percentage: number;
      /** @description round(total x r / (100 + r), 2), r = vat_percentage (the rate the order was sold at) */
      vat_amount: number;
      total_excl_vat: number;
    };
    Order: {
      id: number;
      /** @description KH-000123 */
      number: string;
      /** @enum {string} */
      kind: "booking" | "package" | "quotation" | "reschedule" | "topup";
      /** @enum {string} */
      status: "pending" | "paid" | "failed" | "cancelled" | "refunded";
      /** @enum {string} */
      payment_method: "card" | "wallet" | "cash";
      partner: {
        id: number;
        name: string;
      } | null;
      lines: {
        description: string;
        description_en: string;
        description_ar: string;
        service_id: number | null;
        package_id: number | null;
        quantity: number;
        /** @description VAT incl. */
        unit_price: number;
        /** @description VAT incl., after this line's share of the discount */
        total: number;
        /** @description Line VATs sum to the order's VAT exactly */
        vat_amount: number;
      }[];
      summary: {
        /** @constant */
        currency: "AED";
        /** @description Sum of lines, VAT incl. */
        subtotal: number;
        discount: number;
        /** @description subtotal - discount: what is paid, VAT incl. */
        total: number;
        vat_percentage: number;
        /** @description round(total x r / (100 + r), 2), r = vat_percentage (the rate the order was sold at) */
        vat_amount: number;
        total_excl_vat: number;
        /** @description Paid from the wallet */
        wallet_amount: number;
      };
      coupon_code: string | null;
      created_at: string;
      paid_at: string | null;
      booking_id: number | null;
      subscription_id: number | null;
      invoice: {
        id: number;
        number: string;
      } | null;
      payments: {
        /** @enum {string} */
        status: "succeeded" | "declined" | "refunded";
        gateway: string;
        card_brand: string | null;
        card_last4: string | null;
        amount: number;
        failure_message: string | null;
        created_at: string;
      }[];
    };
    Invoice: {
      id: number;
      /** @description INV-000123, sequential without gaps */
      number: string;
      issued_at: string;
      /** @description YYYY-MM-DD (Asia/Dubai) */
      supply_date: string;
      order_id: number;
      order_number: string;
      /** @constant */
      currency: "AED";
      supplier: {
        name: string;
        name_en: string;
        name_ar: string;
        address: string;
        trn: string;
      };
      provider: {
        name: string;
        name_en: string;
        name_ar: string;
      } | null;
      customer: {
        name: string;
        email: string;
        phone: string | null;
        address: string | null;
      };
      lines: {
        description: string;
        description_en: string;
        description_ar: string;
        quantity: number;
        unit_price_excl_vat: number;
        /** @description VAT incl. */
        unit_price: number;
        vat_rate: number;
        vat_amount: number;
        total_excl_vat: number;
        /** @description VAT incl., after discount */
        total: number;
      }[];
      /** @description Sum of lines before discount, VAT incl. */
      subtotal: number;
      /** @description total - vat_amount */
      subtotal_excl_vat: number;
      discount: number;
      vat_amount: number;
      total: number;
      /** @description card | wallet | cash */
      paid_by: string;
      payment_reference: string | null;
      card_brand: string | null;
      card_last4: string | null;
    };
    PackageSubscription: {
      id: number;
      /** @description PK-000123 */
      number: string;
      package: {
        id: number;
        name: string;
        image: string | null;
      };
      partner: {
        id: number;
        name: string;
      };
      duration: {
        id: number;
        months: number;
        label: string;
      };
      property_type: string;
      property_size: string;
      starts_on: string;
      ends_on: string;
      visits_total: number;
      visits_used: number;
      total: number;
      /** @enum {string} */
      status: "pending" | "active" | "expired" | "cancelled";
      order_id: number;
      order_number: string;
    };
    BookingReview: {
      id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string;
      /** @description 1 to 5, null when the technician was not rated */
      technician_rating: number | null;
      created_at: string;
      /** @description The partner's reply; null until it replies */
      partner_reply: string | null;
      /** @description When the partner replied or last changed its reply */
      partner_replied_at: string | null;
      /** @description Khidma's moderator reply; null without one */
      reply: string | null;
      replied_at: string | null;
    };
    CustomerReview: {
      id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string;
      /** @description 1 to 5, null when the technician was not rated */
      technician_rating: number | null;
      created_at: string;
      /** @description The partner's reply; null until it replies */
      partner_reply: string | null;
      /** @description When the partner replied or last changed its reply */
      partner_replied_at: string | null;
      /** @description Khidma's moderator reply; null without one */
      reply: string | null;
      replied_at: string | null;
      booking_id: number;
      partner: {
        id: number;
        /** @description The partner's average after this review (visible reviews) */
        average_rating: number;
        rating_count: number;
      };
      services: {
        id: number;
        name: string;
        average_rating: number;
        rating_count: number;
      }[];
    };
    PartnerReview: {
      id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string;
      /** @description 1 to 5, null when the technician was not rated */
      technician_rating: number | null;
      created_at: string;
      /** @description The partner's reply; null until it replies */
      partner_reply: string | null;
      /** @description When the partner replied or last changed its reply */
      partner_replied_at: string | null;
      /** @description Khidma's moderator reply; null without one */
      reply: string | null;
      replied_at: string | null;
      customer_name: string;
      /** @description false: hidden by Khidma's moderators (not on the storefront, not averaged) */
      is_visible: boolean;
      booking: {
        id: number;
        number: string;
      } | null;
      /** @description The first service of the booking (the one the storefront names) */
      service: {
        id: number;
        name: string;
      } | null;
      /** @description Every service the review rates */
      services: {
        id: number;
        name: string;
      }[];
      technician: {
        id: number;
        name: string;
      } | null;
      partner_replied_by: {
        id: number;
        name: string;
      } | null;
    };
    RatingSummary: {
      /** @description Average of the visible reviews, 2 decimals (0 without any) */
      average: number;
      /** @description Visible reviews */
      count: number;
      /** @description Visible reviews per number of stars */
      distribution: {
        1: number;
        2: number;
        3: number;
        4: number;
        5: number;
      };
    };
    PartnerReviewPage: {
      data: components["schemas"]["PartnerReview"][];
      /** @description Rows matching the filters */
      total: number;
      current_page: number;
      /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
      per_page: number;
      last_page: number;
      summary: components["schemas"]["RatingSummary"];
    };
    TimeSlots: {
      date: string;
      partner_id: number;
      /** @constant */
      timezone: "Asia/Dubai";
      duration_minutes: number;
      closed: boolean;
      closed_reason: ("holiday" | "closed" | "past") | null;
      holiday_name: string | null;
      slots: {
        /** @description ISO UTC */
        start: string;
        end: string;
        /** @description HH:mm, Asia/Dubai */
        time: string;
        /** @description 09:00 AM */
        label: string;
        available: boolean;
        /** @description How many more bookings the slot takes now: technicians (or teams) still free; 0 when too soon */
        free: number;
      }[];
    };
    AvailableDates: {
      dates: {
        date: string;
        available: boolean;
        reason: ("holiday" | "closed" | "past" | "full") | null;
        holiday_name: string | null;
      }[];
    };
    FeePreview: {
      booking_id: number;
      /** @enum {string} */
      action: "cancel" | "reschedule";
      /** @description 1 decimal; negative once the slot has started */
      hours_before: number;
      fee_percent: number;
      fee: number;
      total: number;
      /** @description cancel: back to the wallet */
      refund: number;
      paid: number;
      /** @enum {string} */
      rule: "free" | "late" | "very_late" | "missed";
      /** @description reschedule: the new slot asked about */
      new_scheduled_at: string | null;
    };
    Quotation: {
      id: number;
      number: string;
      booking_id: number;
      booking_number: string;
      partner: {
        id: number;
        name: string;
      };
      title: string;
      title_en: string;
      title_ar: string;
      lines: {
        description: string;
        description_en: string;
        description_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
        /** @description The line's photos (/uploads/...) */
        photos: string[];
      }[];
      total: number;
      vat_amount: number;
      /** @enum {string} */
      status: "pending" | "accepted" | "declined" | "expired";
      valid_until: string;
      created_at: string;
      responded_at: string | null;
      decline_reason: string | null;
      order_id: number | null;
      /** @description Photos of the quotation as a whole (/uploads/...) */
      photos: string[];
      /** @description Its order once accepted: pending (card not paid yet, or cash to collect), paid, ...; null before */
      order_status: ("pending" | "paid" | "failed" | "cancelled" | "refunded") | null;
      /** @description How its order is paid */
      order_payment_method: ("card" | "wallet" | "cash") | null;
      /** @description How the booking itself is paid: the default way to pay the quotation (cash only then) */
      booking_payment_method: ("card" | "wallet" | "cash") | null;
    };
    BookingCompletionReport: {
      id: number;
      notes: string;
      /** @description Every photo: before, then after */
      photos: string[];
      before_photos: string[];
      after_photos: string[];
      /** @description The services' included items, each done or not */
      checklist: {
        key: string;
        label: string;
        label_en: string;
        label_ar: string;
        done: boolean;
      }[];
      minutes_on_site: number | null;
      /** @description ISO UTC, when the partner gave start and end times */
      started_at: string | null;
      ended_at: string | null;
      customer_signoff: boolean;
      signed_by: string | null;
      created_at: string;
    };
    Booking: {
      id: number;
      /** @description BK-000123 */
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      /** @enum {string} */
      payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
      payment_method: ("card" | "wallet" | "cash") | null;
      /** @description Slot start, ISO UTC */
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        logo: string | null;
        phone: string | null;
      };
      services: {
        service_id: number;
        name: string;
        name_en: string;
        name_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
      }[];
      total: number;
      address_text: string;
      order_id: number | null;
      order_number: string | null;
      can_cancel: boolean;
      can_reschedule: boolean;
      created_at: string;
      /** @description A package visit (issue 16): the package and subscription it belongs to; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        /** @description PK-000123 */
        subscription_number: string;
        /** @description The month of the subscription it counts against (0 = the first) */
        visit_month: number;
      } | null;
    };
    BookingDetails: {
      id: number;
      /** @description BK-000123 */
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      /** @enum {string} */
      payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
      payment_method: ("card" | "wallet" | "cash") | null;
      /** @description Slot start, ISO UTC */
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        logo: string | null;
        phone: string | null;
      };
      services: {
        service_id: number;
        name: string;
        name_en: string;
        name_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
      }[];
      total: number;
      address_text: string;
      order_id: number | null;
      order_number: string | null;
      can_cancel: boolean;
      can_reschedule: boolean;
      created_at: string;
      /** @description A package visit (issue 16): the package and subscription it belongs to; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        /** @description PK-000123 */
        subscription_number: string;
        /** @description The month of the subscription it counts against (0 = the first) */
        visit_month: number;
      } | null;
      timeline: {
        status: string;
        status_label: string;
        note: string | null;
        created_at: string;
      }[];
      technician: {
        id: number;
        name: string;
        phone: string | null;
      } | null;
      notes: string | null;
      images: string[];
      quotations: components["schemas"]["Quotation"][];
      completion_report: components["schemas"]["BookingCompletionReport"] | null;
      cancellation_fee: number | null;
      cancel_reason: string | null;
      cancelled_at: string | null;
      completed_at: string | null;
      reschedule_count: number;
      invoice: {
        id: number;
        number: string;
        order_id: number;
      } | null;
      /** @description The customer's review of this booking; null until rated */
      review: components["schemas"]["BookingReview"] | null;
      /** @description true: completed and not rated yet (POST customer/booking/review/{id}); no time limit */
      can_review: boolean;
    };
    AdminBooking: {
      id: number;
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      payment_status: string;
      payment_method: string | null;
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      /** @description AED, VAT included */
      total: number;
      partner_id: number;
      technician_id: number | null;
      customer: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      };
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
      };
      technician: {
        id: number;
        name: string;
      } | null;
      address_text: string;
      services: {
        name: string;
        quantity: number;
      }[];
      pending_reassignment: boolean;
      created_at: string;
      /** @description A package visit (issue 16): its package and subscription; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        subscription_number: string;
      } | null;
    };
    ReassignmentRequest: {
      id: number;
      booking: {
        id: number;
        number: string;
        status: string;
        status_label: string;
        scheduled_at: string;
        partner: {
          id: number;
          name: string;
        };
        customer: {
          id: number;
          name: string;
        };
        /** @description The booking's technician now */
        technician: {
          id: number;
          name: string;
        } | null;
      };
      /** @description The technician the request is about (the booking's when it was asked) */
      technician: {
        id: number;
        name: string;
      } | null;
      new_technician: {
        id: number;
        name: string;
      } | null;
      /** @description Who asked: a partner user acting for its technician (null: seeded) */
      requested_by: {
        id: number;
        name: string;
      } | null;
      /** @description The partner that asked */
      partner: {
        id: number;
        name: string;
      };
      /** @description The partner Khidma handed the booking to, when approved that way */
      new_partner: {
        id: number;
        name: string;
      } | null;
      reason: string;
      /** @enum {string} */
      status: "pending" | "approved" | "rejected";
      resolution_note: string | null;
      resolved_by: {
        id: number;
        name: string;
      } | null;
      created_at: string;
      updated_at: string;
    };
    AdminQuotation: {
      id: number;
      number: string;
      booking_id: number;
      booking_number: string;
      partner: {
        id: number;
        name: string;
      };
      title: string;
      title_en: string;
      title_ar: string;
      lines: {
        description: string;
        description_en: string;
        description_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
        /** @description The line's photos (/uploads/...) */
        photos: string[];
      }[];
      total: number;
      vat_amount: number;
      /** @enum {string} */
      status: "pending" | "accepted" | "declined" | "expired";
      valid_until: string;
      created_at: string;
      responded_at: string | null;
      decline_reason: string | null;
      order_id: number | null;
      /** @description Photos of the quotation as a whole (/uploads/...) */
      photos: string[];
      /** @description Its order once accepted: pending (card not paid yet, or cash to collect), paid, ...; null before */
      order_status: ("pending" | "paid" | "failed" | "cancelled" | "refunded") | null;
      /** @description How its order is paid */
      order_payment_method: ("card" | "wallet" | "cash") | null;
      /** @description How the booking itself is paid: the default way to pay the quotation (cash only then) */
      booking_payment_method: ("card" | "wallet" | "cash") | null;
      customer: {
        id: number;
        name: string;
      };
      booking_status: string;
      booking_status_label: string;
    };
    CompletionReport: {
      id: number;
      booking: {
        id: number;
        number: string;
        status: string;
        status_label: string;
        scheduled_at: string;
        completed_at: string | null;
        total: number;
      };
      partner: {
        id: number;
        name: string;
      };
      customer: {
        id: number;
        name: string;
      };
      technician: {
        id: number;
        name: string;
      } | null;
      notes: string;
      /** @description Every photo: before, then after */
      photos: string[];
      before_photos: string[];
      after_photos: string[];
      /** @description The services' included items, each done or not */
      checklist: {
        key: string;
        label: string;
        label_en: string;
        label_ar: string;
        done: boolean;
      }[];
      minutes_on_site: number | null;
      /** @description ISO UTC, when the partner gave start and end times */
      started_at: string | null;
      ended_at: string | null;
      customer_signoff: boolean;
      signed_by: string | null;
      created_at: string;
    };
    AdminBookingDetails: {
      id: number;
      /** @description BK-000123 */
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      /** @enum {string} */
      payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
      payment_method: ("card" | "wallet" | "cash") | null;
      /** @description Slot start, ISO UTC */
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        logo: string | null;
        phone: string | null;
      };
      services: {
        service_id: number;
        name: string;
        name_en: string;
        name_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
      }[];
      total: number;
      address_text: string;
      order_id: number | null;
      order_number: string | null;
      can_cancel: boolean;
      can_reschedule: boolean;
      created_at: string;
      /** @description A package visit (issue 16): the package and subscription it belongs to; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        /** @description PK-000123 */
        subscription_number: string;
        /** @description The month of the subscription it counts against (0 = the first) */
        visit_month: number;
      } | null;
      timeline: {
        status: string;
        status_label: string;
        note: string | null;
        created_at: string;
      }[];
      technician: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      } | null;
      notes: string | null;
      images: string[];
      quotations: components["schemas"]["Quotation"][];
      completion_report: components["schemas"]["BookingCompletionReport"] | null;
      cancellation_fee: number | null;
      cancel_reason: string | null;
      cancelled_at: string | null;
      completed_at: string | null;
      reschedule_count: number;
      invoice: {
        id: number;
        number: string;
        order_id: number;
      } | null;
      /** @description The customer's review of this booking; null until rated */
      review: components["schemas"]["BookingReview"] | null;
      /** @description true: completed and not rated yet (POST customer/booking/review/{id}); no time limit */
      can_review: boolean;
      customer: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      };
      history: {
        id: number;
        status: string;
        status_label: string;
        note: string | null;
        actor: {
          id: number;
          name: string;
        } | null;
        created_at: string;
      }[];
      /** @description Statuses the booking may move to now */
      next_statuses: (
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show"
      )[];
      reassignment_requests: components["schemas"]["ReassignmentRequest"][];
      order: {
        id: number;
        number: string;
        status: string;
        payment_method: string;
        total: number;
        paid_at: string | null;
      } | null;
      payments: {
        id: number;
        gateway: string;
        status: string;
        amount: number;
        reference: string | null;
        card_brand: string | null;
        card_last4: string | null;
        failure_message: string | null;
        created_at: string;
      }[];
    };
    AdminReview: {
      id: number;
      partner: {
        id: number;
        name: string;
      };
      service: {
        id: number;
        name: string;
      } | null;
      user_id: number | null;
      customer_name: string;
      rating: number;
      comment: string;
      is_visible: boolean;
      reply: string | null;
      replied_at: string | null;
      replied_by: {
        id: number;
        name: string;
      } | null;
      created_at: string;
      /** @description The partner's own reply (partner/review/reply), apart from Khidma's */
      partner_reply: string | null;
      partner_replied_at: string | null;
      partner_replied_by: {
        id: number;
        name: string;
      } | null;
      /** @description 1 to 5, null when the technician was not rated */
      technician_rating: number | null;
      /** @description The booking rated */
      booking: {
        id: number;
        number: string;
      } | null;
    };
    PartnerAvailability: {
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        status: string;
      };
      timezone: string;
      working_hours: {
        /** @description 0 = Sunday ... 6 = Saturday */
        weekday: number;
        opens_at: string | null;
        closes_at: string | null;
        is_closed: boolean;
        /** @description Parallel appointments (teams) when the partner has no technicians */
        capacity: number;
        breaks: {
          starts_at: string;
          ends_at: string;
        }[];
        /** @description Active technicians working that weekday (own week or this) */
        technicians_on_shift: number;
      }[];
      holidays: {
        /** @description First day of it from `from` */
        date: string;
        start_date: string;
        /** @description Inclusive */
        end_date: string;
        name: string;
        name_en: string;
        name_ar: string;
        /**
         * @description partner: the whole company; technician: days off
         * @enum {string}
         */
        scope: "public" | "partner" | "technician";
        technician_ids: number[];
        /** @description A public holiday awaiting the moon sighting */
        is_tentative: boolean;
      }[];
      technicians: {
        id: number;
        name: string;
        colour: string;
        own_week: boolean;
        /** @description Weekdays on shift */
        weekdays: number[];
      }[];
      load: {
        date: string;
        weekday: number;
        closed: boolean;
        closed_reason: ("holiday" | "closed" | "past") | null;
        holiday_name: string | null;
        bookings: number;
        booked_minutes: number;
        /** @description Technicians' shifts less breaks, or open hours less breaks x teams */
        capacity_minutes: number;
        /** @description booked / capacity minutes (0..1+, 2 decimals) */
        utilisation: number;
        /** @description Hourly one-hour slots offered that day */
        slots_total: number;
        /** @description Of those, still bookable now */
        slots_free: number;
      }[];
      totals: {
        bookings: number;
        booked_minutes: number;
        capacity_minutes: number;
      };
    };
    Category: {
      id: number;
      slug: string;
      /** @description name_en or name_ar, by Accept-Language */
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      icon: string | null;
      image: string | null;
      /** @description 0 or 1 */
      is_trending: number;
      sort_order: number;
      /** @description Active services in the category (of the partner, with partner_id) */
      service_count: number;
      status: string;
    };
    Partner: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      logo: string | null;
      cover_image: string | null;
      about: string;
      about_en: string;
      about_ar: string;
      average_rating: number;
      rating_count: number;
      service_count: number;
      package_count: number;
      status: string;
      /** @description Names of the emirates the partner serves */
      emirates: string[];
      /** @description Communities served */
      community_count: number;
      years_in_business: number;
      cash_on_delivery: boolean;
      latitude: number | null;
      longitude: number | null;
      /** @description From latitude/longitude when given (1 decimal), else null */
      distance_km: number | null;
      /** @description false when signed out */
      is_favourite: boolean;
    };
    Service: {
      id: number;
      slug: string;
      partner_id: number;
      category_id: number;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      /** @description What the price includes, in the request's language */
      includes: string[];
      includes_en: string[];
      includes_ar: string[];
      /** @description Price incl. 5% VAT (AED, 2 decimals) */
      price: number;
      /** @description price - vat_amount (AED, 2 decimals) */
      price_excl_vat: number;
      /** @description round(price * 5 / 105, 2) (AED, 2 decimals) */
      vat_amount: number;
      duration_minutes: number;
      image: string | null;
      average_rating: number;
      rating_count: number;
      /** @description 0 or 1 */
      is_trending: number;
      status: string;
      /** @description 0 or 1 */
      active: number;
      is_favourite: boolean;
      partner: {
        id: number;
        name: string;
        logo: string | null;
        average_rating: number;
      };
      category: {
        id: number;
        name: string;
        slug: string;
      };
    };
    Review: {
      id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string;
      customer_name: string;
      created_at: string;
      /** @description Khidma's public reply to the review; null when nobody has replied */
      reply: string | null;
      /** @description When the reply was written or last changed (ISO 8601); null without a reply */
      replied_at: string | null;
      /** @description The provider's own reply, shown beside Khidma's; null when the provider has not replied */
      partner_reply: string | null;
      /** @description When the provider replied or last changed its reply */
      partner_replied_at: string | null;
    };
    PackageDuration: {
      /** @description package_duration_id */
      id: number;
      months: number;
      label: string;
      label_en: string;
      label_ar: string;
      /** @description Discount on the whole term, in percent */
      discount_percent: number;
    };
    Package: {
      id: number;
      partner_id: number;
      category_id: number | null;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      image: string | null;
      /** @description Active services it bundles */
      services: {
        id: number;
        name: string;
      }[];
      visits_per_month: number;
      /**
       * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
       * @enum {string}
       */
      unused_visits?: "lost" | "carry_over";
      property_types: ("apartment" | "villa" | "office")[];
      /** @description Approved | Pending | Rejected | Changes Requested */
      status: string;
      /** @description 0 or 1 */
      active: number;
      /** @description 0 or 1 */
      is_handpicked: number;
      starting_price: number | null;
      partner: {
        id: number;
        name: string;
        logo: string | null;
        average_rating: number;
      };
    };
    PropertyType: {
      /** @description property_id */
      id: number;
      /** @enum {string} */
      type: "apartment" | "villa" | "office";
      name: string;
      name_en: string;
      name_ar: string;
      sizes: {
        id: number;
        /** @description studio, 1br ... 5br, office-s ... office-xl */
        key: string;
        name: string;
        name_en: string;
        name_ar: string;
      }[];
    };
    PackagePriceQuote: {
      package_id: number;
      package_duration_id: number;
      /** @description Months in the term */
      duration_months: number;
      /** @enum {string} */
      property_type: "apartment" | "villa" | "office";
      /** @description Size key, e.g. 2br or office-m */
      property_size: string;
      /** @constant */
      currency: "AED";
      visits_per_month: number;
      /** @description visits_per_month x duration_months */
      visits_total: number;
      /** @description Monthly price incl. VAT from the package's pricing, before discount (AED, 2 decimals) */
      monthly_price: number;
      /** @description monthly_price x duration_months, incl. VAT (AED, 2 decimals) */
      list_total: number;
      /** @description The duration's discount, in percent */
      discount_percent: number;
      /** @description round(list_total x discount_percent / 100, 2) (AED, 2 decimals) */
      discount_amount: number;
      /** @description list_total - discount_amount: what the customer pays, incl. VAT (AED, 2 decimals) */
      total: number;
      /** @description total - vat_amount (AED, 2 decimals) */
      subtotal_excl_vat: number;
      /** @description 5 */
      vat_percentage: number;
      /** @description VAT inside total: round(total x r / (100 + r), 2), r = vat_percentage (AED, 2 decimals) */
      vat_amount: number;
      /** @description round(total / duration_months, 2) (AED, 2 decimals) */
      monthly_price_after_discount: number;
      /** @description round(total / visits_total, 2) (AED, 2 decimals) */
      price_per_visit: number;
    };
    ManagedPackage: {
      id: number;
      partner_id: number;
      category_id: number | null;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      image: string | null;
      /** @description Active services it bundles */
      services: {
        id: number;
        name: string;
      }[];
      visits_per_month: number;
      /**
       * @description A visit not used by the end of its month: lost, or carried over to the next month (issue 16)
       * @enum {string}
       */
      unused_visits?: "lost" | "carry_over";
      property_types: ("apartment" | "villa" | "office")[];
      /** @description Approved | Pending | Rejected | Changes Requested */
      status: string;
      /** @description 0 or 1 */
      active: number;
      /** @description 0 or 1 */
      is_handpicked: number;
      starting_price: number | null;
      partner: {
        id: number;
        name: string;
        logo: string | null;
        average_rating: number;
      };
      status_label: string;
      /** @description Every service the package bundles (active or not) */
      service_ids: number[];
      duration_count: number;
      /** @description Priced (duration, property type, size) combinations */
      price_count: number;
      created_at: string;
      updated_at: string;
    };
    PackageComment: {
      id: number;
      package_id: number;
      author_user_id: number | null;
      author_name: string | null;
      /** @enum {string} */
      author_role: "internal" | "partner";
      /**
       * @description Same as author_role
       * @enum {string}
       */
      status_performed_by: "internal" | "partner";
      /** @description The status set by this entry; null for a plain comment */
      status: string | null;
      status_label: string | null;
      previous_status: string | null;
      comments: string | null;
      created_at: string;
    };
    ManagedPackageDuration: {
      /** @description package_duration_id */
      id: number;
      months: number;
      label: string;
      label_en: string;
      label_ar: string;
      /** @description Discount on the whole term, in percent */
      discount_percent: number;
      package_id: number;
      price_count: number;
    };
    PackagePrice: {
      id: number;
      package_id: number;
      package_duration_id: number;
      months: number;
      duration_label: string;
      discount_percent: number;
      /** @enum {string} */
      property_type: "apartment" | "villa" | "office";
      property_type_name: string;
      property_size: string;
      property_size_name: string;
      /** @description Monthly price incl. VAT (AED), before discount */
      price: number;
      price_excl_vat: number;
      vat_amount: number;
      /** @description total / months */
      discounted_monthly_price: number;
      /** @description Whole term incl. VAT after the duration's discount */
      total: number;
    };
    ManagedService: {
      id: number;
      slug: string;
      partner_id: number;
      partner_name: string;
      category_id: number;
      category_name: string;
      /** @description Its job type (issue 18a), null when not classified */
      job_type_id: number | null;
      /** @description The job type's name in the request's language */
      job_type: string | null;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      includes: string[];
      includes_en: string[];
      includes_ar: string[];
      /** @description AED incl. VAT */
      price: number;
      price_excl_vat: number;
      vat_amount: number;
      duration_minutes: number;
      image: string | null;
      average_rating: number;
      rating_count: number;
      is_trending: number;
      status: string;
      /** @description 0 or 1 */
      active: number;
      /** @description Packages bundling it */
      package_count: number;
      created_at: string;
    };
    PartnerServiceAreas: {
      partner_id: number;
      community_count: number;
      emirates: {
        emirate_id: number;
        emirate_name: string;
        emirate_name_en: string;
        emirate_name_ar: string;
        communities: {
          id: number;
          slug: string;
          name: string;
          name_en: string;
          name_ar: string;
        }[];
      }[];
    };
    PartnerProfile: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      email: string | null;
      phone: string | null;
      status: string;
      logo: string | null;
      cover_image: string | null;
      about: string;
      about_en: string;
      about_ar: string;
      cash_on_delivery: boolean;
      years_in_business: number;
      latitude: number | null;
      longitude: number | null;
      created_at: string;
      /** @description From the approved application, when the partner onboarded through one */
      company: {
        legal_name_en: string | null;
        legal_name_ar: string | null;
        trade_license_number: string | null;
        trade_license_expiry: string | null;
        company_type: string | null;
        trn: string | null;
      } | null;
      service_count: number;
      active_service_count: number;
      package_count: number;
      community_count: number;
      emirates: string[];
      ratings: {
        average: number;
        count: number;
        distribution: {
          1: number;
          2: number;
          3: number;
          4: number;
          5: number;
        };
      };
    };
    PartnerDashboard: {
      partner_id: number;
      services: {
        total: number;
        active: number;
      };
      packages: {
        total: number;
        active: number;
        /** @description Every package status, 0 included */
        by_status: {
          [key: string]: number;
        };
      };
      appointments: {
        upcoming_count: number;
        next: {
          id: number;
          number: string;
          scheduled_at: string;
          status: string;
          customer_name: string;
          address_text: string;
          total: number;
        }[];
      };
      /** @description Paid orders of the partner since the 1st of this month (Asia/Dubai), AED */
      revenue_this_month: number;
      /** @description From the partner ledger; null when the caller lacks read-payout */
      earnings: {
        /** @description AED: the partner's ledger lines since the 1st of this month (Asia/Dubai) other than settlements (payout, payout_reversal, carry_forward, cash_collected): revenue less commission, its VAT, discounts, refunds, fees and adjustments */
        this_month: number;
        /** @description AED: as partner/balance total (the sum of the ledger) */
        total: number;
        /** @description AED: as partner/balance pending (inside the holding period) */
        pending: number;
        /** @description AED: as partner/balance available */
        available: number;
      } | null;
      /** @constant */
      currency: "AED";
      rating: {
        average: number;
        count: number;
      };
      community_count: number;
    };
    AdminCategory: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      description: string;
      description_en: string;
      description_ar: string;
      icon: string | null;
      image: string | null;
      is_trending: number;
      sort_order: number;
      status: string;
      /** @description Every service of the category, active or not */
      service_count: number;
      package_count: number;
      attribute_count: number;
      created_at: string;
    };
    Attribute: {
      id: number;
      name: string;
      name_en: string;
      name_ar: string;
      /** @enum {string} */
      type: "text" | "number" | "select";
      options: {
        en: string;
        ar: string;
        label: string;
      }[];
      is_required: number;
      sort_order: number;
      status: string;
      category_ids: number[];
      categories: {
        id: number;
        name: string;
      }[];
      created_at: string;
      updated_at: string;
    };
    AdminBanner: {
      id: number;
      title: string;
      title_en: string;
      title_ar: string;
      subtitle: string;
      subtitle_en: string;
      subtitle_ar: string;
      image: string;
      link: string | null;
      /** @enum {string} */
      target: "customer" | "partner";
      sort_order: number;
      starts_at: string | null;
      ends_at: string | null;
      status: string;
      /** @description Active and within its schedule now: shown by banners/get-by-target */
      is_live: boolean;
    };
    AdminPropertySize: {
      id: number;
      property_type_id: number;
      key: string;
      name: string;
      name_en: string;
      name_ar: string;
      sort_order: number;
      package_count: number;
      price_count: number;
      address_count: number;
      in_use: boolean;
    };
    AdminPropertyType: {
      id: number;
      type: string;
      name: string;
      name_en: string;
      name_ar: string;
      sort_order: number;
      sizes: components["schemas"]["AdminPropertySize"][];
      package_count: number;
      price_count: number;
      address_count: number;
      in_use: boolean;
    };
    AdminEmirate: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      area_count: number;
      community_count: number;
    };
    Area: {
      id: number;
      emirate_id: number;
      emirate_name: string;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      sort_order: number;
      status: string;
      community_count: number;
    };
    AdminCommunity: {
      id: number;
      emirate_id: number;
      emirate_name: string;
      area_id: number | null;
      area_name: string | null;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      latitude: number;
      longitude: number;
      partner_count: number;
    };
    MasterSetting: {
      company_name?: string | null;
      /** @description An e-mail address (the storefront footer's support address) */
      support_email?: string | null;
      /** @description Phone-like text: digits, spaces, + - ( ), 7 to 20 characters */
      support_phone?: string | null;
      /** @description Phone-like text, or null */
      whatsapp?: string | null;
      /** @description Khidma's legal address in English (pricing_and_taxes.legal_address_en) */
      address?: string | null;
      /** @description Khidma's legal address in Arabic (pricing_and_taxes.legal_address_ar) */
      address_ar?: string | null;
      /** @description Khidma's TRN, 15 digits (pricing_and_taxes.trn) */
      trn?: string | null;
      /** @description An http(s) URL, or null */
      app_store_url?: string | null;
      /** @description An http(s) URL, or null */
      play_store_url?: string | null;
      /** @description An http(s) URL, or null */
      facebook_url?: string | null;
      /** @description An http(s) URL, or null */
      instagram_url?: string | null;
      /** @description An http(s) URL, or null */
      x_url?: string | null;
      /** @description An http(s) URL, or null */
      linkedin_url?: string | null;
      [key: string]: unknown;
    };
    Settings: {
      /** @description DD-MM-YYYY | DD/MM/YYYY | YYYY-MM-DD | MM/DD/YYYY | D MMM YYYY */
      default_date_format: string;
      /** @description hh:mm A | HH:mm */
      default_time_format: string;
      timezone: string;
      currency: string;
      pricing_and_taxes: {
        /** @description VAT rate (percent) of new carts and orders; an order keeps its own */
        vat_percentage: number;
        prices_include_vat: boolean;
        currency: string;
        /** @description Khidma's TRN (15 digits) on invoices */
        trn: string | null;
        /** @description Khidma's legal address on invoices (English) */
        legal_address_en: string | null;
        /** @description Khidma's legal address on invoices (Arabic) */
        legal_address_ar: string | null;
      };
      loyalty: {
        points_per_aed: number;
        aed_per_point: number;
        min_redeem_points?: number;
      };
      /** @description Cancellation and reschedule fee tiers: free from free_hours before the slot; late_percent of the price from then until late_hours before; very_late_percent inside late_hours; missed_percent for a no-show */
      cancellation: {
        free_hours: number;
        late_hours: number;
        late_percent: number;
        very_late_percent: number;
        missed_percent: number;
      };
      /**
       * @description weekly: cut-off the last Monday 00:00; monthly: the 1st 00:00
       * @enum {string}
       */
      payout_cycle: "weekly" | "monthly";
      /** @description Days a ledger line stays pending before a payout (0-60) */
      payout_hold_days: number;
      /** @description The default commission rate in force now (percent) */
      default_commission_percent: number;
      master_setting: components["schemas"]["MasterSetting"];
      [key: string]: unknown;
    };
    SettingsUpdateBody: {
      /** @description DD-MM-YYYY | DD/MM/YYYY | YYYY-MM-DD | MM/DD/YYYY | D MMM YYYY */
      default_date_format?: string | null;
      /** @description hh:mm A | HH:mm */
      default_time_format?: string | null;
      pricing_and_taxes?: {
        /** @description 0-100 */
        vat_percentage?: number | null;
        prices_include_vat?: boolean | null;
        /** @description 15 digits */
        trn?: string | null;
        legal_address_en?: string | null;
        legal_address_ar?: string | null;
      };
      loyalty?: {
        points_per_aed?: number | null;
        aed_per_point?: number | null;
        min_redeem_points?: number | null;
      };
      /** @description Integers; free_hours > late_hours >= 0; 0 <= late_percent <= very_late_percent <= missed_percent <= 100 */
      cancellation?: {
        free_hours?: number | null;
        late_hours?: number | null;
        late_percent?: number | null;
        very_late_percent?: number | null;
        missed_percent?: number | null;
      };
      /** @description weekly | monthly */
      payout_cycle?: string | null;
      /** @description 0-60 */
      payout_hold_days?: number | null;
      /** @description 0-100; saving a new value adds a default commission rate from today */
      default_commission_percent?: number | null;
      master_setting?: {
        company_name?: string | null;
        support_email?: string | null;
        support_phone?: string | null;
        whatsapp?: string | null;
        address?: string | null;
        address_ar?: string | null;
        app_store_url?: string | null;
        play_store_url?: string | null;
        facebook_url?: string | null;
        instagram_url?: string | null;
        x_url?: string | null;
        linkedin_url?: string | null;
      };
    };
    SettingsResponse: {
      status_code: number;
      data: components["schemas"]["Settings"];
      message: string;
    };
    CompanyType: {
      id: number;
      key: string;
      name: string;
      name_en: string;
      name_ar: string;
    };
    ApplicationDocument: {
      id: number;
      /** @enum {string} */
      type: "trade_license" | "vat_certificate" | "insurance" | "owner_emirates_id";
      /** @description /uploads/... */
      path: string;
      mime: string;
      size: number;
      original_name: string;
      created_at: string;
    };
    ApplicationComment: {
      id: number;
      author_user_id: number | null;
      author_name: string | null;
      /** @enum {string} */
      author_role: "internal" | "partner";
      /** @description the status the application was set to */
      status: ("draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected") | null;
      status_label: string | null;
      comment: string | null;
      created_at: string;
    };
    ApplicationSummary: {
      id: number;
      user_id: number;
      /** @enum {string} */
      status: "draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected";
      status_label: string;
      status_label_en: string;
      status_label_ar: string;
      current_step: number;
      legal_name: string | null;
      legal_name_en: string | null;
      legal_name_ar: string | null;
      trade_license_number: string | null;
      applicant_name: string;
      applicant_email: string;
      partner_id: number | null;
      submitted_at: string | null;
      decided_at: string | null;
      created_at: string;
      updated_at: string;
    };
    PartnerApplication: {
      id: number;
      user_id: number;
      /** @enum {string} */
      status: "draft" | "submitted" | "under-review" | "changes-requested" | "approved" | "rejected";
      status_label: string;
      status_label_en: string;
      status_label_ar: string;
      /** @description index into steps order: company, contact_bank, documents, areas, services; 5 = all complete */
      current_step: number;
      /** @description draft or changes-requested */
      is_editable: boolean;
      steps: {
        company: boolean;
        contact_bank: boolean;
        documents: boolean;
        areas: boolean;
        services: boolean;
      };
      required_documents: ("trade_license" | "vat_certificate" | "insurance" | "owner_emirates_id")[];
      legal_name: string | null;
      legal_name_en: string | null;
      legal_name_ar: string | null;
      trade_license_number: string | null;
      trade_license_expiry: string | null;
      company_type: string | null;
      company_type_name: string | null;
      trn: string | null;
      logo: string | null;
      contact_person: string | null;
      contact_phone: string | null;
      contact_email: string | null;
      bank_name: string | null;
      iban: string | null;
      account_name: string | null;
      community_ids: number[];
      areas: {
        community_id: number;
        emirate_id: number;
        emirate_name: string;
        name: string;
        name_en: string;
        name_ar: string;
      }[];
      services: {
        id: number;
        category_id: number;
        category_name: string;
        name: string;
        name_en: string;
        name_ar: string;
        /** @description AED incl. VAT */
        price: number;
        price_excl_vat: number;
        vat_amount: number;
        duration_minutes: number;
      }[];
      documents: components["schemas"]["ApplicationDocument"][];
      /** @description oldest first */
      comments: components["schemas"]["ApplicationComment"][];
      applicant: {
        id: number;
        first_name: string;
        last_name: string;
        email: string;
        phone: string | null;
      };
      partner_id: number | null;
      submitted_at: string | null;
      decided_at: string | null;
      created_at: string;
      updated_at: string;
    };
    AdminPartner: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      logo: string | null;
      email: string | null;
      phone: string | null;
      status: string;
      average_rating: number;
      rating_count: number;
      /** @description Services, active or not */
      service_count: number;
      active_service_count: number;
      /** @description Packages not deleted, any status */
      package_count: number;
      community_count: number;
      emirates: string[];
      created_at: string;
    };
    AdminPartnerDetails: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      email: string | null;
      phone: string | null;
      status: string;
      logo: string | null;
      cover_image: string | null;
      about: string;
      about_en: string;
      about_ar: string;
      cash_on_delivery: boolean;
      years_in_business: number;
      latitude: number | null;
      longitude: number | null;
      created_at: string;
      company: {
        legal_name_en: string | null;
        legal_name_ar: string | null;
        trade_license_number: string | null;
        trade_license_expiry: string | null;
        company_type: string | null;
        trn: string | null;
      } | null;
      service_count: number;
      active_service_count: number;
      package_count: number;
      packages_by_status: {
        [key: string]: number;
      };
      community_count: number;
      emirates: string[];
      areas: {
        emirate_id: number;
        emirate_name: string;
        emirate_name_en: string;
        emirate_name_ar: string;
        communities: {
          id: number;
          slug: string;
          name: string;
          name_en: string;
          name_ar: string;
        }[];
      }[];
      ratings: {
        average: number;
        count: number;
        distribution: {
          [key: string]: number;
        };
      };
      application: {
        id: number;
        status: string;
      } | null;
      users: {
        id: number;
        first_name: string;
        last_name: string;
        email: string | null;
        phone: string | null;
        status: string;
      }[];
    };
    ApplicationCounts: {
      /** @description Every application that is not a draft */
      all: number;
      draft: number;
      submitted: number;
      "under-review": number;
      "changes-requested": number;
      approved: number;
      rejected: number;
    };
    Announcement: {
      id: number;
      /** @enum {string} */
      segment: "all_customers" | "all_partners" | "partner_team" | "category_customers" | "emirate_customers";
      /** @description The partner, category or emirate of the segment (else null) */
      target_id: number | null;
      /** @description Its name in the request's language */
      target_name: string | null;
      /** @description In the request's language */
      title: string;
      title_en: string;
      title_ar: string;
      /** @description In the request's language */
      body: string;
      body_en: string;
      body_ar: string;
      /** @description How many users were notified */
      recipients: number;
      sent_by: {
        id: number;
        name: string;
      } | null;
      created_at: string;
    };
    AnnouncementPreview: {
      /** @description How many users would be notified now */
      recipients: number;
      /** @description In the request's language */
      title: string;
      /** @description In the request's language */
      body: string;
    };
    CommissionRate: {
      id: number;
      /** @description null: every partner */
      partner_id: number | null;
      /** @description In the Accept-Language; null with partner_id null */
      partner_name: string | null;
      /** @description null: every category */
      category_id: number | null;
      /** @description In the Accept-Language; null with category_id null */
      category_name: string | null;
      /** @description Percent, up to 2 decimals (15 = 15%) */
      rate: number;
      /** @description ISO date-time (UTC) from which the rate applies to new sales */
      effective_from: string;
      /** @description ISO date-time (UTC) */
      created_at: string;
      /** @description The user who saved it (null: seeded) */
      created_by: number | null;
      created_by_name: string | null;
      /**
       * @description default (no partner, no category) | category | partner | partner_category
       * @enum {string}
       */
      scope: "default" | "category" | "partner" | "partner_category";
      /** @description The row in force now for its scope */
      current: boolean;
    };
    CommissionRateListResponse: {
      status_code: number;
      data: {
        data: components["schemas"]["CommissionRate"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    CommissionRateResponse: {
      status_code: number;
      data: components["schemas"]["CommissionRate"];
      message: string;
    };
    LedgerLine: {
      id: number;
      partner_id: number;
      /** @description The partner's name in the Accept-Language */
      partner_name: string;
      /** @enum {string} */
      type:
        | "revenue"
        | "discount"
        | "commission"
        | "commission_vat"
        | "fee"
        | "reversal"
        | "cash_collected"
        | "adjustment"
        | "payout"
        | "payout_reversal"
        | "carry_forward";
      /** @description AED, 2 decimals, signed: + owed to the partner, - owed to Khidma */
      amount: number;
      order_id: number | null;
      order_number: string | null;
      booking_id: number | null;
      booking_number: string | null;
      /** @description A package visit's subscription */
      subscription_id: number | null;
      /** @description The payout that paid it (null: not paid out yet) */
      payout_id: number | null;
      /** @description That payout's number (PO-000001); null with a payout_id: closed into a carried-forward balance */
      payout_number: string | null;
      /** @description ISO date-time (UTC): when the amount became payable */
      created_at: string;
      /** @description An adjustment's reason */
      reason: string | null;
      /** @description Who made an adjustment */
      actor_user_id: number | null;
      /** @description In the Accept-Language */
      description: string;
      description_en: string;
      description_ar: string;
    };
    LedgerLineListResponse: {
      status_code: number;
      data: {
        data: components["schemas"]["LedgerLine"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    LedgerLineResponse: {
      status_code: number;
      data: components["schemas"]["LedgerLine"];
      message: string;
    };
    PartnerBalance: {
      partner_id: number;
      /** @constant */
      currency: "AED";
      /** @description AED: the sum of the partner's ledger lines, exactly */
      total: number;
      /** @description AED: lines inside the holding period and not in a payout */
      pending: number;
      /** @description AED: total - pending */
      available: number;
      /** @description The holding period (settings payout_hold_days) */
      hold_days: number;
    };
    PartnerBalanceResponse: {
      status_code: number;
      data: components["schemas"]["PartnerBalance"];
      message: string;
    };
    BookingRefund: {
      booking_id: number;
      order_id: number;
      /** @description AED given back now (to the customer's Khidma wallet) */
      refunded: number;
      /** @description AED given back for this booking's order in all */
      total_refunded: number;
      /** @description AED that can still be refunded */
      refundable: number;
      /** @description The booking's payment status (refunded once everything went back) */
      payment_status: string;
      /** @description The partner ledger's reversal lines this refund wrote */
      lines: components["schemas"]["LedgerLine"][];
    };
    BookingRefundResponse: {
      status_code: number;
      data: components["schemas"]["BookingRefund"];
      message: string;
    };
    AuditEntry: {
      id: number;
      /** @description ISO date-time (UTC) */
      created_at: string;
      /** @description null: the system (a start-up or scheduled job) */
      actor_user_id: number | null;
      actor_name: string | null;
      actor_email: string | null;
      actor_role_id: number | null;
      /** @description The role the user acted in */
      actor_role: string | null;
      action: string;
      entity: string;
      entity_id: number | null;
      /** @description The values before the write (null for a create) */
      before: unknown;
      /** @description The values after the write (null for a delete) */
      after: unknown;
      /** @description The top-level fields whose values differ between before and after */
      changes: {
        field: string;
        /** @description A JSON value as recorded */
        before: unknown;
        /** @description A JSON value as recorded */
        after: unknown;
      }[];
      ip: string | null;
    };
    AuditEntryListResponse: {
      status_code: number;
      data: {
        data: components["schemas"]["AuditEntry"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    AuditEntryResponse: {
      status_code: number;
      data: components["schemas"]["AuditEntry"];
      message: string;
    };
    CartSummary: {
      /** @constant */
      currency: "AED";
      /** @description Sum of the lines (AED, 2 decimals, VAT incl.) */
      subtotal: number;
      /** @description Coupon discount (AED, 2 decimals, VAT incl.) */
      discount: number;
      /** @description subtotal - discount (AED, 2 decimals, VAT incl.) */
      total: number;
      /** @description 5 */
      vat_percentage: number;
      /** @description round(total x r / (100 + r), 2), r = vat_percentage (the rate saved in settings) (AED, 2 decimals, VAT incl.) */
      vat_amount: number;
      /** @description total - vat_amount (AED, 2 decimals, VAT incl.) */
      total_excl_vat: number;
    };
    CartItem: {
      id: number;
      service_id: number;
      partner_id: number;
      quantity: number;
      notes: string | null;
      images: string[];
      /** @description Service price (AED, 2 decimals, VAT incl.) */
      unit_price: number;
      /** @description unit_price x quantity (AED, 2 decimals, VAT incl.) */
      total: number;
      /** @description This line's share of the cart VAT (the lines sum to summary.vat_amount) (AED, 2 decimals, VAT incl.) */
      vat_amount: number;
      /** @description Per unit */
      duration_minutes: number;
      service: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        image: string | null;
        /** @description Price (AED, 2 decimals, VAT incl.) */
        price: number;
        duration_minutes: number;
        category: {
          id: number;
          name: string;
        };
      };
      partner: {
        id: number;
        name: string;
        logo: string | null;
        cash_on_delivery: boolean;
      };
    };
    Cart: {
      /** @description null while the caller has no cart */
      id: number | null;
      items: components["schemas"]["CartItem"][];
      /** @description Sum of quantities */
      count: number;
      /** @description Rows */
      item_count: number;
      /** @description The one provider of every service in the cart */
      partner: {
        id: number;
        name: string;
        logo: string | null;
        cash_on_delivery: boolean;
      } | null;
      notes: string | null;
      /** @description /uploads/... paths */
      images: string[];
      /** @description The applied coupon, or null (see coupon_error when it stopped applying) */
      coupon: {
        code: string;
        description: string;
        /** @description Discount (AED, 2 decimals, VAT incl.) */
        discount: number;
      } | null;
      /** @description Why the cart's coupon no longer applies (it is left out of the summary), else null */
      coupon_error: string | null;
      summary: components["schemas"]["CartSummary"];
      /** @description Sum of duration_minutes x quantity */
      duration_minutes: number;
    };
    PackageCartItem: {
      id: number;
      package_id: number;
      package_duration_id: number;
      property_type: string;
      property_size: string;
      user_address_id: number | null;
      package: {
        id: number;
        name: string;
        image: string | null;
        partner: {
          id: number;
          name: string;
          logo: string | null;
        };
      };
      duration: {
        id: number;
        months: number;
        label: string;
      };
      size_name: string;
      type_name: string;
      quote: components["schemas"]["PackagePriceQuote"];
    };
    PackageCart: {
      id: number | null;
      items: components["schemas"]["PackageCartItem"][];
      /** @description The applied coupon, or null (see coupon_error when it stopped applying) */
      coupon: {
        code: string;
        description: string;
        /** @description Discount (AED, 2 decimals, VAT incl.) */
        discount: number;
      } | null;
      /** @description Why the cart's coupon no longer applies (it is left out of the summary), else null */
      coupon_error: string | null;
      summary: components["schemas"]["CartSummary"];
    };
    PaymentDeclined: {
      /** @constant */
      status_code: 402;
      data: {
        order_id: number;
        order_number: string;
        /** @constant */
        status: "failed";
      };
      message: string;
    };
    Banner: {
      id: number;
      title: string;
      title_en: string;
      title_ar: string;
      subtitle: string;
      subtitle_en: string;
      subtitle_ar: string;
      image: string;
      /** @description SPA path the banner opens */
      link: string | null;
      /** @description customer | partner */
      target: string;
      sort_order: number;
      starts_at: string | null;
      ends_at: string | null;
    };
    Faq: {
      id: number;
      /** @description customer | partner */
      audience: string;
      question: string;
      question_en: string;
      question_ar: string;
      answer: string;
      answer_en: string;
      answer_ar: string;
      sort_order: number;
    };
    ContentPage: {
      slug: string;
      title: string;
      title_en: string;
      title_ar: string;
      /** @description Markdown, in the request's language */
      body: string;
      body_en: string;
      body_ar: string;
      updated_at: string;
    };
    AdminCoupon: {
      id: number;
      code: string;
      title_en: string;
      title_ar: string;
      /** @enum {string} */
      discount_type: "percent" | "fixed";
      /** @description percent: the percent; fixed: AED */
      discount_value: number;
      /** @description AED, or null */
      max_discount: number | null;
      /** @description AED */
      min_order: number;
      /** @description ISO date-time (UTC), or null: no start */
      starts_at: string | null;
      /** @description ISO date-time (UTC), or null: no end */
      ends_at: string | null;
      usage_limit: number | null;
      /** @description 0: unlimited */
      per_customer_limit: number;
      first_order_only: boolean;
      /** @enum {string} */
      applies_to: "any" | "service" | "package";
      /** @enum {string} */
      funded_by: "khidma" | "partner";
      partner_id: number | null;
      /** @description AED, or null */
      budget: number | null;
      active: boolean;
      /** @description Uses held by live orders */
      used_count: number;
      category_ids: number[];
      partner_ids: number[];
      service_ids: number[];
      package_ids: number[];
      /** @enum {string} */
      stacking: "exclusive" | "combinable";
      /** @description AED the coupon's live reservations hold (reserved and redeemed discounts) */
      spent: number;
      /** @description AED left of the budget (0 when spent), or null: no budget */
      remaining_budget: number | null;
      /** @description Generated single-use codes of the coupon (coupon/generate-codes) */
      generated_codes: number;
    };
    AdminCouponBurnDownPoint: {
      /** @description YYYY-MM-DD, Asia/Dubai */
      date: string;
      /** @description AED of discounts reserved that day */
      spent: number;
      /** @description AED reserved up to and including that day */
      cumulative: number;
      /** @description AED of the budget left at the end of that day (null: no budget) */
      remaining: number | null;
    };
    AdminCouponCodeBatch: {
      batch_id: number;
      /** @description Upper-case */
      prefix: string;
      /** @description Codes asked for */
      count: number;
      /** @description Codes made so far (count when done) */
      generated: number;
      /**
       * @description running (codes are being made in the background) | done
       * @enum {string}
       */
      status: "running" | "done";
      /** @description ISO date-time (UTC) */
      created_at: string;
    };
    AdminCouponDetails: {
      id: number;
      code: string;
      title_en: string;
      title_ar: string;
      /** @enum {string} */
      discount_type: "percent" | "fixed";
      /** @description percent: the percent; fixed: AED */
      discount_value: number;
      /** @description AED, or null */
      max_discount: number | null;
      /** @description AED */
      min_order: number;
      /** @description ISO date-time (UTC), or null: no start */
      starts_at: string | null;
      /** @description ISO date-time (UTC), or null: no end */
      ends_at: string | null;
      usage_limit: number | null;
      /** @description 0: unlimited */
      per_customer_limit: number;
      first_order_only: boolean;
      /** @enum {string} */
      applies_to: "any" | "service" | "package";
      /** @enum {string} */
      funded_by: "khidma" | "partner";
      partner_id: number | null;
      /** @description AED, or null */
      budget: number | null;
      active: boolean;
      /** @description Uses held by live orders */
      used_count: number;
      category_ids: number[];
      partner_ids: number[];
      service_ids: number[];
      package_ids: number[];
      /** @enum {string} */
      stacking: "exclusive" | "combinable";
      /** @description AED the coupon's live reservations hold (reserved and redeemed discounts) */
      spent: number;
      /** @description AED left of the budget (0 when spent), or null: no budget */
      remaining_budget: number | null;
      /** @description Generated single-use codes of the coupon (coupon/generate-codes) */
      generated_codes: number;
      /** @description One point per Dubai day from the first redemption to today (the last 366 days at most); [] if none */
      burn_down: components["schemas"]["AdminCouponBurnDownPoint"][];
      /** @description Generated code batches, newest first */
      code_batches: components["schemas"]["AdminCouponCodeBatch"][];
    };
    AdminCouponResponse: {
      status_code: number;
      data: components["schemas"]["AdminCoupon"];
      message: string;
    };
    AdminCouponDetailsResponse: {
      status_code: number;
      data: components["schemas"]["AdminCouponDetails"];
      message: string;
    };
    AdminCouponListResponse: {
      status_code: number;
      data: {
        data: components["schemas"]["AdminCoupon"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    AdminCouponCodeBatchResult: {
      batch_id: number;
      coupon_id: number;
      /** @description Upper-case */
      prefix: string;
      /** @description Codes asked for */
      count: number;
      /** @description Codes made so far (count when done) */
      generated: number;
      /**
       * @description running (codes are being made in the background) | done
       * @enum {string}
       */
      status: "running" | "done";
      /** @description ISO date-time (UTC) */
      created_at: string;
    };
    AdminCouponCodeBatchResponse: {
      status_code: number;
      data: components["schemas"]["AdminCouponCodeBatchResult"];
      message: string;
    };
    AdminCouponRedemption: {
      id: number;
      coupon_id: number;
      /** @description The code used: a generated code, or the coupon's own */
      code: string;
      user_id: number;
      customer_name: string;
      order_id: number;
      order_number: string;
      /** @description AED */
      discount: number;
      /**
       * @description reserved (order not paid yet) | redeemed (order paid)
       * @enum {string}
       */
      status: "reserved" | "redeemed";
      /** @description ISO date-time (UTC) the use was reserved */
      created_at: string;
    };
    AdminCouponRedemptionListResponse: {
      status_code: number;
      data: {
        data: components["schemas"]["AdminCouponRedemption"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    Emirate: {
      id: number;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
    };
    Community: {
      id: number;
      emirate_id: number;
      emirate_name: string;
      slug: string;
      name: string;
      name_en: string;
      name_ar: string;
      latitude: number;
      longitude: number;
    };
    Notification: {
      id: number;
      /** @description booking-status | payment | quotation | wallet | loyalty | package */
      type: string;
      title: string;
      title_en: string;
      title_ar: string;
      body: string;
      body_en: string;
      body_ar: string;
      /** @description SPA path, e.g. /bookings/12 */
      link: string | null;
      read: boolean;
      read_at: string | null;
      created_at: string;
    };
    NotificationPage: {
      data: components["schemas"]["Notification"][];
      /** @description Rows matching the filters */
      total: number;
      current_page: number;
      /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
      per_page: number;
      last_page: number;
      /** @description The caller's unread notifications, whatever the filters */
      unread_count: number;
    };
    VisitMonth: {
      /** @description 0 = the subscription's first month */
      index: number;
      /** @description YYYY-MM-DD */
      starts_on: string;
      /** @description YYYY-MM-DD, the month's last day */
      ends_on: string;
    };
    VisitMonthSummary: {
      /** @description 0 = the subscription's first month */
      index: number;
      /** @description YYYY-MM-DD */
      starts_on: string;
      /** @description YYYY-MM-DD, the month's last day */
      ends_on: string;
      /** @enum {string} */
      state: "past" | "current" | "upcoming";
      /** @description The month's own visits */
      allowance: number;
      /** @description Unused visits of earlier months (carry_over only) */
      carried_in: number;
      /** @description allowance + carried_in */
      available: number;
      /** @description Visits of the month that count (not cancelled or declined) */
      used: number;
      left: number;
      /** @description A past month's visits left unused */
      unused: number;
      unused_outcome: ("lost" | "carried_over") | null;
    };
    PackageVisitSummary: {
      subscription_id: number;
      /** @description PK-000123 */
      number: string;
      /** @enum {string} */
      status: "pending" | "active" | "expired" | "cancelled";
      package: {
        id: number;
        name: string;
      };
      partner: {
        id: number;
        name: string;
      };
      starts_on: string;
      /** @description The first day after the package */
      ends_on: string;
      /**
       * @description What happens to a visit not used by its month's end
       * @enum {string}
       */
      unused_visits: "lost" | "carry_over";
      visits_total: number;
      /** @description Visits that count (booked or done, not cancelled or declined) */
      visits_used: number;
      /** @description Still to book: this month's left and the months to come */
      visits_left: number;
      visits_per_month: number;
      /** @description The length of a visit */
      duration_minutes: number;
      can_book: boolean;
      /** @description Why a visit cannot be booked now */
      reason: ("not_paid" | "not_active" | "ended" | "used_up" | "no_address") | null;
      current_month: components["schemas"]["VisitMonthSummary"] | null;
      months: components["schemas"]["VisitMonthSummary"][];
      visits: {
        /** @description The booking id */
        id: number;
        number: string;
        status: string;
        status_label: string;
        scheduled_at: string;
        scheduled_end: string;
        duration_minutes: number;
        visit_month: number;
        technician: string | null;
        can_cancel: boolean;
        can_reschedule: boolean;
      }[];
    };
    PackageVisitDates: {
      month: components["schemas"]["VisitMonth"];
      dates: {
        date: string;
        available: boolean;
        reason: ("holiday" | "closed" | "past" | "full") | null;
        holiday_name: string | null;
      }[];
    };
    PartnerBookingDetails: {
      id: number;
      /** @description BK-000123 */
      number: string;
      /** @enum {string} */
      status:
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show";
      status_label: string;
      /** @enum {string} */
      payment_status: "pending" | "paid" | "cash" | "refunded" | "failed";
      payment_method: ("card" | "wallet" | "cash") | null;
      /** @description Slot start, ISO UTC */
      scheduled_at: string;
      scheduled_end: string;
      duration_minutes: number;
      partner: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        logo: string | null;
        phone: string | null;
      };
      services: {
        service_id: number;
        name: string;
        name_en: string;
        name_ar: string;
        quantity: number;
        unit_price: number;
        total: number;
      }[];
      total: number;
      address_text: string;
      order_id: number | null;
      order_number: string | null;
      can_cancel: boolean;
      can_reschedule: boolean;
      created_at: string;
      /** @description A package visit (issue 16): the package and subscription it belongs to; null for a service booking */
      package?: {
        id: number;
        name: string;
        name_en: string;
        name_ar: string;
        subscription_id: number;
        /** @description PK-000123 */
        subscription_number: string;
        /** @description The month of the subscription it counts against (0 = the first) */
        visit_month: number;
      } | null;
      timeline: {
        status: string;
        status_label: string;
        note: string | null;
        created_at: string;
      }[];
      technician: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      } | null;
      notes: string | null;
      images: string[];
      quotations: components["schemas"]["Quotation"][];
      completion_report: components["schemas"]["BookingCompletionReport"] | null;
      cancellation_fee: number | null;
      cancel_reason: string | null;
      cancelled_at: string | null;
      completed_at: string | null;
      reschedule_count: number;
      invoice: {
        id: number;
        number: string;
        order_id: number;
      } | null;
      /** @description The customer's review of this booking; null until rated */
      review: components["schemas"]["BookingReview"] | null;
      /** @description true: completed and not rated yet (POST customer/booking/review/{id}); no time limit */
      can_review: boolean;
      customer: {
        id: number;
        name: string;
        email: string | null;
        phone: string | null;
      };
      history: {
        id: number;
        status: string;
        status_label: string;
        note: string | null;
        actor: {
          id: number;
          name: string;
        } | null;
        created_at: string;
      }[];
      /** @description Statuses the booking may move to now */
      next_statuses: (
        | "requested"
        | "confirmed"
        | "technician-assigned"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "cancelled"
        | "declined"
        | "no-show"
      )[];
      reassignment_requests: components["schemas"]["ReassignmentRequest"][];
      order: {
        id: number;
        number: string;
        status: string;
        payment_method: string;
        total: number;
        paid_at: string | null;
      } | null;
      payments: {
        id: number;
        gateway: string;
        status: string;
        amount: number;
        reference: string | null;
        card_brand: string | null;
        card_last4: string | null;
        failure_message: string | null;
        created_at: string;
      }[];
      address: {
        text: string;
        building: string | null;
        unit: string | null;
        street: string | null;
        community: string | null;
        emirate: string | null;
        latitude: number | null;
        longitude: number | null;
        /** @description A map of the coordinates (the address's, else its community's centre) */
        map_url: string | null;
      };
      decline_reason: string | null;
      /** @description AED to collect in cash now: the booking's cash order not yet paid plus the quotations the customer approved for cash and has not paid (cash-collected settles them all); 0 when nothing is due in cash */
      cash_due: number;
      cash_collected_at: string | null;
      cash_collected_by: {
        id: number;
        name: string;
      } | null;
      /** @description What the partner may do now: accept/decline (requested), assign (confirmed or technician-assigned), the next flow steps, no-show (after the slot start), cash-collected (a cash order not yet paid) */
      next_actions: (
        | "accept"
        | "decline"
        | "assign"
        | "on-the-way"
        | "in-progress"
        | "completed"
        | "no-show"
        | "cash-collected"
      )[];
    };
    PartnerBookingCalendar: {
      from: string;
      to: string;
      timezone: string;
      partner_id: number;
      /** @description Company holidays and adopted public holidays in the range */
      closed_days: {
        date: string;
        name: string;
      }[];
      technicians: {
        id: number;
        name: string;
        colour: string;
        days: {
          date: string;
          on_shift: boolean;
          opens_at: string | null;
          closes_at: string | null;
          breaks: {
            starts_at: string;
            ends_at: string;
          }[];
          /** @description holiday: the company is closed; day-off: a holiday range naming them; weekly-off: not their day */
          off_reason: ("holiday" | "day-off" | "weekly-off") | null;
        }[];
      }[];
      /** @description Bookings in the range (cancelled and declined ones left out), by start */
      jobs: {
        id: number;
        number: string;
        /** @enum {string} */
        status:
          | "requested"
          | "confirmed"
          | "technician-assigned"
          | "on-the-way"
          | "in-progress"
          | "completed"
          | "cancelled"
          | "declined"
          | "no-show";
        status_label: string;
        technician_id: number | null;
        technician: {
          id: number;
          name: string;
        } | null;
        /** @description UTC instant */
        scheduled_at: string;
        /** @description Asia/Dubai local time with offset, e.g. 2026-03-10T09:00:00+04:00 */
        start: string;
        /** @description Asia/Dubai local time with offset */
        end: string;
        date: string;
        /** @description HH:mm, Asia/Dubai */
        start_time: string;
        /** @description HH:mm, Asia/Dubai */
        end_time: string;
        duration_minutes: number;
        customer: {
          id: number;
          name: string;
          phone: string | null;
        };
        services: {
          service_id: number;
          name: string;
          quantity: number;
        }[];
        address_text: string;
        payment_status: string;
      }[];
      /** @description The jobs without a technician (open ones only) */
      unassigned: {
        id: number;
        number: string;
        /** @enum {string} */
        status:
          | "requested"
          | "confirmed"
          | "technician-assigned"
          | "on-the-way"
          | "in-progress"
          | "completed"
          | "cancelled"
          | "declined"
          | "no-show";
        status_label: string;
        technician_id: number | null;
        technician: {
          id: number;
          name: string;
        } | null;
        /** @description UTC instant */
        scheduled_at: string;
        /** @description Asia/Dubai local time with offset, e.g. 2026-03-10T09:00:00+04:00 */
        start: string;
        /** @description Asia/Dubai local time with offset */
        end: string;
        date: string;
        /** @description HH:mm, Asia/Dubai */
        start_time: string;
        /** @description HH:mm, Asia/Dubai */
        end_time: string;
        duration_minutes: number;
        customer: {
          id: number;
          name: string;
          phone: string | null;
        };
        services: {
          service_id: number;
          name: string;
          quantity: number;
        }[];
        address_text: string;
        payment_status: string;
      }[];
    };
    QuotationCreateForm: {
      booking_id: number;
      /** @description Both languages; default: Extra work / أعمال إضافية */
      title?: string;
      title_en?: string;
      title_ar?: string;
      /** @description Required: a JSON array (1-20) of {description (or description_en / description_ar), quantity (1-1000), unit_price (AED incl. VAT, 2 decimals)}; or, instead of this field, lines[i][description], lines[i][description_en], lines[i][description_ar], lines[i][quantity] and lines[i][unit_price] fields (i from 0 to 19) */
      lines?: string;
      /**
       * @description Last day it may be accepted (Asia/Dubai)
       * @example 2026-03-15
       */
      valid_until?: string;
      /** @description Days it stays valid from today (default 7) */
      valid_days?: number;
      /** @description The quotation's photos; a line's photos go in lines[i][photos] fields. 10 files in all. JPEG, PNG or WebP (by content), 5 MB each; repeat the field per file (name or name[]) */
      photos?: string[];
    };
    QuotationCreateBody: {
      booking_id: number;
      /** @description Both languages; default: Extra work / أعمال إضافية */
      title?: string;
      title_en?: string;
      title_ar?: string;
      lines: {
        description?: string;
        description_en?: string;
        description_ar?: string;
        quantity: number;
        /** @description AED, VAT included */
        unit_price: number;
      }[];
      /**
       * @description Last day it may be accepted (Asia/Dubai)
       * @example 2026-03-15
       */
      valid_until?: string;
      /** @description Days it stays valid from today (default 7) */
      valid_days?: number;
    };
    CompletionReportCreateForm: {
      booking_id: number;
      notes: string;
      /** @description A JSON array of {key, done} for the items of partner/completion-report/checklist/{booking_id} (at most 60; unknown keys 422, missing ones not done) */
      checklist?: string;
      /** @description Time on site in minutes (1-1440); required unless started_at and ended_at are sent */
      minutes_on_site?: number;
      /** @description HH:mm on the booking's day (Asia/Dubai), or ISO 8601 */
      started_at?: string;
      /** @description HH:mm on the booking's day (Asia/Dubai), or ISO 8601 */
      ended_at?: string;
      /** @description Before the work. 10 files in all with after_photos. JPEG, PNG or WebP (by content), 5 MB each; repeat the field per file (name or name[]) */
      before_photos?: string[];
      /** @description After the work. 10 files in all with before_photos. JPEG, PNG or WebP (by content), 5 MB each; repeat the field per file (name or name[]) */
      after_photos?: string[];
    };
    CompletionReportCreateBody: {
      booking_id: number;
      notes: string;
      /** @description [{key, done}] for the items of partner/completion-report/checklist/{booking_id}; missing: not done */
      checklist?: {
        key: string;
        done: boolean;
      }[];
      minutes_on_site?: number;
      /** @description HH:mm on the booking's day (Asia/Dubai), or ISO 8601 */
      started_at?: string;
      /** @description HH:mm on the booking's day (Asia/Dubai), or ISO 8601 */
      ended_at?: string;
    };
    CompletionChecklist: {
      booking_id: number;
      items: {
        key: string;
        label: string;
        label_en: string;
        label_ar: string;
      }[];
      /**
       * @description service: the services' included items; booking: its item names
       * @enum {string}
       */
      source: "service" | "booking";
    };
    EligiblePartner: {
      id: number;
      name: string;
      name_en: string;
      name_ar: string;
      eligible: boolean;
      /** @description Why it cannot take the booking (the 422 approving it would answer) */
      reason: string | null;
    };
    Payout: {
      id: number;
      /** @description PO-000001 */
      number: string;
      partner_id: number;
      /** @description In the Accept-Language */
      partner_name: string;
      partner_name_en: string;
      partner_name_ar: string;
      /** @description YYYY-MM-DD, Asia/Dubai, inclusive (a Monday for a weekly cycle) */
      period_start: string;
      /** @description YYYY-MM-DD, Asia/Dubai, inclusive (the Sunday before the cut-off) */
      period_end: string;
      /** @description ISO UTC: the lines payable before cut_off - hold_days are in the payout */
      cut_off: string;
      /** @description The holding period the cycle used */
      hold_days: number;
      /** @description AED, 2 decimals: what is paid, = the sum of lines; never negative */
      amount: number;
      /** @description AED, 2 decimals: revenue lines (sales excluding VAT, before discounts) */
      revenue: number;
      /** @description AED, 2 decimals: discount lines (partner-funded coupons; negative) */
      discounts: number;
      /** @description AED, 2 decimals: commission lines (negative) */
      commission: number;
      /** @description AED, 2 decimals: VAT on the commission (negative) */
      commission_vat: number;
      /** @description AED, 2 decimals: cancellation fee lines */
      fees: number;
      /** @description AED, 2 decimals: reversal lines: refunds after completion (negative) */
      refunds: number;
      /** @description AED, 2 decimals: cash the partner collected from customers (negative) */
      cash_collected: number;
      /** @description AED, 2 decimals: manual adjustments */
      adjustments: number;
      /** @description AED, 2 decimals: carry_forward lines (a negative earlier cycle) and payout_reversal lines (a failed payout) */
      carried_over: number;
      line_count: number;
      /**
       * @description pending | approved | paid | failed
       * @enum {string}
       */
      status: "pending" | "approved" | "paid" | "failed";
      /** @description Why it cannot be approved yet (Accept-Language); null: not on hold */
      hold_reason: string | null;
      hold_reason_en: string | null;
      hold_reason_ar: string | null;
      /** @description YYYY-MM-DD: the cut-off plus 3 UAE working days (Monday to Friday, not a day of the public holidays calendar) */
      expected_at: string;
      /** @description ISO UTC */
      created_at: string;
      approved_at: string | null;
      approved_by: number | null;
      approved_by_name: string | null;
      paid_at: string | null;
      paid_by: number | null;
      paid_by_name: string | null;
      /** @description The bank reference, set by mark-paid */
      reference: string | null;
      failed_at: string | null;
      failed_by: number | null;
      failed_by_name: string | null;
      failure_reason: string | null;
      /** @description AE07 **** **** **** **** 123 (the IBAN paid to), or null */
      iban_masked: string | null;
      account_name: string | null;
      bank_name: string | null;
    };
    PayoutStatement: {
      partner: {
        /** @description From the partner's approved application (else its display name) */
        legal_name_en: string;
        legal_name_ar: string;
        /** @description The partner's VAT TRN (null: not VAT registered) */
        trn: string | null;
        address: string | null;
      };
      khidma: {
        /** @description master_settings company_name */
        company_name: string;
        company_name_ar: string;
        address: string;
        address_ar: string;
        trn: string;
      };
      /** @description true when the partner has a TRN: the statement is also the self-billed tax invoice of the partner's supply to Khidma */
      self_billed: boolean;
      /** @description Self-billed tax invoice | Payout statement */
      document_title_en: string;
      document_title_ar: string;
      /** @description YYYY-MM-DD (Asia/Dubai): the payout's creation */
      issued_at: string;
      /** @constant */
      currency: "AED";
      /** @description Percent (5) */
      vat_rate: number;
      /** @description AED, 2 decimals: the partner's supply to Khidma excluding VAT: revenue + discounts + fees + refunds (the sales lines) */
      supply_value: number;
      /** @description AED, 2 decimals: the VAT on supply_value at vat_rate when self_billed, else 0 (shown on the self-billed invoice; the ledger amounts exclude it) */
      supply_vat: number;
      /** @description AED, 2 decimals: supply_value + supply_vat */
      supply_total: number;
      /** @description AED, 2 decimals: Khidma's commission (a negative figure, as in the ledger) */
      commission: number;
      /** @description AED, 2 decimals: the VAT on Khidma's commission (negative) */
      commission_vat: number;
      /** @description AED, 2 decimals: cash the partner kept from customers (negative) */
      cash_collected: number;
      /** @description AED, 2 decimals: manual adjustments */
      adjustments: number;
      /** @description AED, 2 decimals: brought from earlier cycles (carry_forward and payout_reversal lines) */
      carried_over: number;
      /** @description AED, 2 decimals: the payout: supply_value + commission + commission_vat + cash_collected + adjustments + carried_over = the sum of lines */
      amount: number;
    };
    PayoutDetails: {
      id: number;
      /** @description PO-000001 */
      number: string;
      partner_id: number;
      /** @description In the Accept-Language */
      partner_name: string;
      partner_name_en: string;
      partner_name_ar: string;
      /** @description YYYY-MM-DD, Asia/Dubai, inclusive (a Monday for a weekly cycle) */
      period_start: string;
      /** @description YYYY-MM-DD, Asia/Dubai, inclusive (the Sunday before the cut-off) */
      period_end: string;
      /** @description ISO UTC: the lines payable before cut_off - hold_days are in the payout */
      cut_off: string;
      /** @description The holding period the cycle used */
      hold_days: number;
      /** @description AED, 2 decimals: what is paid, = the sum of lines; never negative */
      amount: number;
      /** @description AED, 2 decimals: revenue lines (sales excluding VAT, before discounts) */
      revenue: number;
      /** @description AED, 2 decimals: discount lines (partner-funded coupons; negative) */
      discounts: number;
      /** @description AED, 2 decimals: commission lines (negative) */
      commission: number;
      /** @description AED, 2 decimals: VAT on the commission (negative) */
      commission_vat: number;
      /** @description AED, 2 decimals: cancellation fee lines */
      fees: number;
      /** @description AED, 2 decimals: reversal lines: refunds after completion (negative) */
      refunds: number;
      /** @description AED, 2 decimals: cash the partner collected from customers (negative) */
      cash_collected: number;
      /** @description AED, 2 decimals: manual adjustments */
      adjustments: number;
      /** @description AED, 2 decimals: carry_forward lines (a negative earlier cycle) and payout_reversal lines (a failed payout) */
      carried_over: number;
      line_count: number;
      /**
       * @description pending | approved | paid | failed
       * @enum {string}
       */
      status: "pending" | "approved" | "paid" | "failed";
      /** @description Why it cannot be approved yet (Accept-Language); null: not on hold */
      hold_reason: string | null;
      hold_reason_en: string | null;
      hold_reason_ar: string | null;
      /** @description YYYY-MM-DD: the cut-off plus 3 UAE working days (Monday to Friday, not a day of the public holidays calendar) */
      expected_at: string;
      /** @description ISO UTC */
      created_at: string;
      approved_at: string | null;
      approved_by: number | null;
      approved_by_name: string | null;
      paid_at: string | null;
      paid_by: number | null;
      paid_by_name: string | null;
      /** @description The bank reference, set by mark-paid */
      reference: string | null;
      failed_at: string | null;
      failed_by: number | null;
      failed_by_name: string | null;
      failure_reason: string | null;
      /** @description AE07 **** **** **** **** 123 (the IBAN paid to), or null */
      iban_masked: string | null;
      account_name: string | null;
      bank_name: string | null;
      /** @description Every ledger line the payout pays (a carry_forward line of an earlier cycle included; not its own payout line); they sum to amount */
      lines: components["schemas"]["LedgerLine"][];
      statement: components["schemas"]["PayoutStatement"];
    };
    PayoutListResponse: {
      status_code: number;
      data: {
        data: components["schemas"]["Payout"][];
        /** @description Rows matching the filters */
        total: number;
        current_page: number;
        /** @description The limit asked for (limit -1: the total, or the cap of 1,000 public / 5,000 staff rows when more match) */
        per_page: number;
        last_page: number;
      };
      message: string;
    };
    PayoutResponse: {
      status_code: number;
      data: components["schemas"]["Payout"];
      message: string;
    };
    PayoutDetailsResponse: {
      status_code: number;
      data: components["schemas"]["PayoutDetails"];
      message: string;
    };
    PayoutCycle: {
      period_start: string;
      period_end: string;
      cut_off: string;
      hold_days: number;
      /** @description Payouts made */
      created: number;
      /** @description Partners whose negative cycle was carried forward */
      carried_forward: number;
      payouts: components["schemas"]["Payout"][];
    };
    PayoutCycleResponse: {
      status_code: number;
      data: components["schemas"]["PayoutCycle"];
      message: string;
    };
    WorkingBreak: {
      /** @description HH:mm */
      starts_at: string;
      /** @description HH:mm */
      ends_at: string;
    };
    WorkingDay: {
      /** @description 0 = Sunday ... 6 = Saturday */
      weekday: number;
      is_closed: boolean;
      /** @description HH:mm (Asia/Dubai) */
      opens_at: string;
      /** @description HH:mm (Asia/Dubai) */
      closes_at: string;
      breaks: components["schemas"]["WorkingBreak"][];
      /** @description Company week: bookings at once without technicians; technician week: 1 */
      capacity: number;
    };
    WorkingWeek: {
      partner_id: number;
      /** @description null: the company's week */
      technician_id: number | null;
      /** @description true: the technician has no own week; these are the company's days */
      inherited: boolean;
      /** @description Always seven, Sunday (0) first */
      days: components["schemas"]["WorkingDay"][];
    };
    PartnerHoliday: {
      id: number;
      partner_id: number;
      /** @description YYYY-MM-DD */
      start_date: string;
      /** @description YYYY-MM-DD, inclusive */
      end_date: string;
      title_en: string;
      title_ar: string;
      /** @description In the request's language (Accept-Language) */
      title: string;
      /** @description Empty: the whole company */
      technician_ids: number[];
      technicians: {
        id: number;
        name: string;
      }[];
      /** @description Days in the range */
      days: number;
      created_at: string;
      updated_at: string;
    };
    PartnerHolidaySaved: {
      id: number;
      partner_id: number;
      /** @description YYYY-MM-DD */
      start_date: string;
      /** @description YYYY-MM-DD, inclusive */
      end_date: string;
      title_en: string;
      title_ar: string;
      /** @description In the request's language (Accept-Language) */
      title: string;
      /** @description Empty: the whole company */
      technician_ids: number[];
      technicians: {
        id: number;
        name: string;
      }[];
      /** @description Days in the range */
      days: number;
      created_at: string;
      updated_at: string;
      /** @description Appointments in the range whose customers were notified (free reschedule or cancel) */
      affected_count: number;
    };
    HolidayImpactAppointment: {
      id: number;
      booking_number: string;
      /** @description ISO instant */
      scheduled_at: string;
      /** @description YYYY-MM-DD (Asia/Dubai) */
      date: string;
      /** @description HH:mm (Asia/Dubai) */
      time: string;
      status: string;
      customer_id: number;
      customer_name: string;
      technician_id: number | null;
      technician_name: string | null;
      /** @description Service names in the request's language */
      services: string[];
    };
    HolidayImpact: {
      count: number;
      appointments: components["schemas"]["HolidayImpactAppointment"][];
    };
    PublicHoliday: {
      id: number;
      /** @description Names the holiday across years, e.g. eid-al-fitr */
      key: string;
      /** @description YYYY-MM-DD */
      start_date: string;
      /** @description YYYY-MM-DD, inclusive */
      end_date: string;
      name_en: string;
      name_ar: string;
      /** @description In the request's language */
      name: string;
      /** @description Islamic holidays: true until confirmed after the moon sighting */
      is_tentative: boolean;
      days: number;
    };
    PublicHolidayOption: {
      key: string;
      name_en: string;
      name_ar: string;
      name: string;
      /** @description The company is closed on this holiday */
      closed: boolean;
    };
    PublicHolidayChoice: {
      partner_id: number;
      closed_on_all: boolean;
      /** @description The keys the company closes on (every key when closed_on_all) */
      keys: string[];
      /** @description Every public holiday key, with whether the company closes */
      options: components["schemas"]["PublicHolidayOption"][];
    };
    SupportThread: {
      id: number;
      /** @enum {string} */
      status: "open" | "closed";
      subject: string;
      created_at: string;
    };
    SupportMessage: {
      id: number;
      /** @enum {string} */
      sender: "customer" | "agent" | "system";
      body: string;
      created_at: string;
    };
    AdminSupportThread: {
      id: number;
      /** @enum {string} */
      status: "open" | "closed";
      subject: string;
      user_id: number | null;
      is_guest: boolean;
      customer_name: string;
      customer_email: string | null;
      /** @description The agent the conversation is assigned to (null: nobody yet) */
      assigned_to: {
        id: number;
        name: string;
      } | null;
      message_count: number;
      last_message: components["schemas"]["SupportMessage"] | null;
      created_at: string;
      updated_at: string;
      last_message_at: string;
    };
    JobTypeOption: {
      id: number;
      key: string;
      /** @description In the request's language */
      name: string;
      name_en: string;
      name_ar: string;
    };
    AdminCompanyType: {
      id: number;
      /** @description Derived from the English name when created (kebab-case, unique); never changes */
      key: string;
      /** @description In the request's language */
      name: string;
      name_en: string;
      name_ar: string;
      /** @enum {string} */
      status: "active" | "inactive";
      sort_order: number;
      created_at: string | null;
      updated_at: string | null;
    };
    AdminJobType: {
      id: number;
      /** @description Derived from the English name when created (kebab-case, unique); never changes */
      key: string;
      /** @description In the request's language */
      name: string;
      name_en: string;
      name_ar: string;
      /** @enum {string} */
      status: "active" | "inactive";
      sort_order: number;
      created_at: string | null;
      updated_at: string | null;
      description: string | null;
      description_en: string | null;
      description_ar: string | null;
    };
    WalletBalance: {
      /** @description AED */
      balance: number;
      /** @constant */
      currency: "AED";
      loyalty_points: number;
      /** @description AED the points are worth */
      loyalty_value: number;
      points_per_aed: number;
      aed_per_point: number;
      min_redeem_points: number;
    };
    WalletTransaction: {
      id: number;
      /** @enum {string} */
      type: "topup" | "payment" | "refund" | "loyalty" | "adjustment";
      /** @description AED, signed (negative: money out) */
      amount: number;
      balance_after: number;
      description: string;
      description_en: string;
      description_ar: string;
      order_id: number | null;
      order_number: string | null;
      created_at: string;
    };
    LoyaltySummary: {
      points: number;
      /** @description AED */
      value: number;
      points_per_aed: number;
      aed_per_point: number;
      min_redeem_points: number;
      history: {
        /** @enum {string} */
        type: "earned" | "redeemed";
        /** @description signed */
        points: number;
        created_at: string;
        booking_number: string | null;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export type operations = Record<string, never>;
