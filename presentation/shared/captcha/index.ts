export { CAPTCHA_CHALLENGE_URL, CaptchaWidget, loadCaptchaWidget, type CaptchaWidgetProps } from './CaptchaWidget';
