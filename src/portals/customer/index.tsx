import { lazy, Suspense } from "react";
import { Outlet, Route, Routes } from "react-router";
import { LoadingCard } from "../../components/loading-card";
import { NotFoundPage } from "../../components/not-found";
import { StoreLayout } from "../../components/storefront/store-layout";
import { Scope } from "../../shell/scope";
import HomePage from "./pages/home";

const CustomerLoginPage = lazy(() => import("./pages/login"));
const RegisterPage = lazy(() => import("./pages/auth/register"));
const RegisterOtpPage = lazy(() => import("./pages/auth/register-otp"));
const LoginOtpPage = lazy(() => import("./pages/auth/login-otp"));
const ForgotPasswordPage = lazy(() => import("./pages/auth/forgot-password"));
const ResetPasswordPage = lazy(() => import("./pages/auth/reset-password"));
const VerifyEmailPage = lazy(() => import("./pages/auth/verify-email"));
const CategoryPreferencePage = lazy(() => import("./pages/auth/category-preference"));
const ProfilePage = lazy(() => import("./pages/profile/profile"));
const ProfileEditPage = lazy(() => import("./pages/profile/profile-edit"));
const AddressesPage = lazy(() => import("./pages/profile/addresses"));
const FavouritesPage = lazy(() => import("./pages/profile/favourites"));

// Discovery (src/portals/customer/pages/discovery/*)
const CategoriesPage = lazy(() => import("./pages/discovery/categories"));
const CategoryServicesPage = lazy(() => import("./pages/discovery/category-services"));
const ServicesPage = lazy(() => import("./pages/discovery/services"));
const ServiceDetailsPage = lazy(() => import("./pages/discovery/service-details"));
const ProvidersPage = lazy(() => import("./pages/discovery/providers"));
const ProviderPage = lazy(() => import("./pages/discovery/provider"));
const ProviderServicesPage = lazy(() => import("./pages/discovery/provider-services"));
const SearchPage = lazy(() => import("./pages/discovery/search"));
// Packages and help (src/portals/customer/pages/packages/*, pages/help/*)
const PackagesPage = lazy(() => import("./pages/packages/packages"));
const PackageDetailsPage = lazy(() => import("./pages/packages/package-details"));
const FaqPage = lazy(() => import("./pages/help/faq"));
const ChatSupportPage = lazy(() => import("./pages/help/chat-support"));
const ContactPage = lazy(() => import("./pages/help/contact"));
// Purchase (issue 5): checkout and payment (pages/checkout/*), bookings (pages/bookings/*), wallet (pages/wallet/*)
const CheckoutPage = lazy(() => import("./pages/checkout/checkout"));
const BookingSummaryPage = lazy(() => import("./pages/checkout/booking-summary"));
const PaymentResultPage = lazy(() => import("./pages/checkout/payment-result"));
const BookingsPage = lazy(() => import("./pages/bookings/bookings"));
const BookingDetailsPage = lazy(() => import("./pages/bookings/booking-details"));
const QuotationPage = lazy(() => import("./pages/bookings/quotation"));
const InvoicePage = lazy(() => import("./pages/bookings/invoice"));
const WalletPage = lazy(() => import("./pages/wallet/wallet"));
const NotificationsPage = lazy(() => import("./pages/wallet/notifications"));
const BuyPackagePage = lazy(() => import("./pages/wallet/buy-package"));
const MyPackagesPage = lazy(() => import("./pages/wallet/my-packages"));
const TermsPage = lazy(() => import("./pages/help/terms"));
const PrivacyPage = lazy(() => import("./pages/help/privacy"));

/**
 * The storefront: custom pages (not refine resources). The route guard has already decided access. Home is
 * painted without antd or refine, like most storefront pages; the auth pages and the few antd forms mount them
 * lazily through `Scope`.
 */
export default function CustomerPortal() {
  return (
    <Routes>
      <Route
        index
        element={
          <StoreLayout landing>
            <HomePage />
          </StoreLayout>
        }
      />
      {/* Auth pages: their own layout, with antd and refine (lazy). */}
      <Route
        element={
          <Scope>
            <Outlet />
          </Scope>
        }
      >
        <Route path="login" element={<CustomerLoginPage />} />
        <Route path="customer" element={<CustomerLoginPage />} />
        <Route path="login/otp" element={<LoginOtpPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="registration" element={<RegisterPage />} />
        <Route path="register/otp" element={<RegisterOtpPage />} />
        <Route path="registration/otp" element={<RegisterOtpPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="forgot-password/otp" element={<ResetPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="category-preference" element={<CategoryPreferencePage />} />
      </Route>
      {/* The printable tax invoice: no header or footer, its own print stylesheet. */}
      <Route
        path="invoice/:orderId"
        element={
          <Suspense fallback={<LoadingCard />}>
            <InvoicePage />
          </Suspense>
        }
      />
      {/* Inner storefront pages: header and footer stay mounted. Most pages use no antd; the few forms that do
          (contact, profile) mount antd and refine lazily through Scope. */}
      <Route
        element={
          <StoreLayout>
            <Suspense fallback={<LoadingCard />}>
              <Outlet />
            </Suspense>
          </StoreLayout>
        }
      >
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="categories/:id" element={<CategoryServicesPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:id" element={<ServiceDetailsPage />} />
        <Route path="providers" element={<ProvidersPage />} />
        <Route path="providers/:id" element={<ProviderPage />} />
        <Route path="providers/:id/services" element={<ProviderServicesPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="packages" element={<PackagesPage />} />
        <Route path="packages/:id" element={<PackageDetailsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="support" element={<ChatSupportPage />} />
        <Route path="terms-and-conditions" element={<TermsPage />} />
        <Route path="privacy-policy" element={<PrivacyPage />} />
        <Route path="profile/addresses" element={<AddressesPage />} />
        <Route path="profile/favourites" element={<FavouritesPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="booking/summary/:orderId" element={<BookingSummaryPage />} />
        <Route path="payment/success" element={<PaymentResultPage />} />
        <Route path="payment/fail" element={<PaymentResultPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="bookings/:id" element={<BookingDetailsPage />} />
        <Route path="quotation/:id" element={<QuotationPage />} />
        <Route path="buy-package" element={<BuyPackagePage />} />
        <Route path="wallet" element={<WalletPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="profile/packages" element={<MyPackagesPage />} />
        <Route path="*" element={<NotFoundPage />} />
        <Route
          element={
            <Scope>
              <Outlet />
            </Scope>
          }
        >
          <Route path="contact" element={<ContactPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="profile/edit" element={<ProfileEditPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
