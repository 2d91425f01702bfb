#import <UIKit/UIKit.h>

@interface LayoutView : UIView
@end
